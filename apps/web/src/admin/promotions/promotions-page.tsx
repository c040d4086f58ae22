import { useState } from 'react';
import { Link } from 'react-router';
import { adminPromotionsQuerySchema } from '@contracts/schemas/promotions.ts';
import type { AdminPromotionDto } from '@steelyard/contracts';
import {
  useAdminPromotion,
  useAdminPromotions,
  useDeletePromotion,
  useUpdatePromotion,
} from '../../api/admin-promotions.ts';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { AdminTable } from '../admin-table.tsx';
import { useAdminList } from '../use-admin-list.ts';
import { PromotionForm, promotionFormValues } from './promotion-form.tsx';
import { PromotionStats, percent } from './promotion-stats.tsx';
import './admin-promotions.css';

function StateTag({ promotion }: { promotion: AdminPromotionDto }) {
  const { t } = useTranslation();
  return (
    <span className={`tag admin-promotions__state admin-promotions__state--${promotion.state}`}>
      {t(`adminPromotions.states.${promotion.state}`)}
    </span>
  );
}

/** One promotion: its edit form, its numbers per day, and deletion. */
function PromotionDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const promotion = useAdminPromotion(id);
  const update = useUpdatePromotion(id);
  const remove = useDeletePromotion();
  const [confirming, setConfirming] = useState(false);
  return (
    <QueryState query={promotion} failed={() => <EmptyState title={t('errors.notFound')} />}>
      {(data) => (
        <div className="admin-narrow admin-promotions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={onBack}>
            {t('adminPromotions.backToList')}
          </button>
          <h1 className="admin-h1">
            {t('adminPromotions.editTitle', { id: data.id })} <StateTag promotion={data} />
          </h1>
          <PromotionForm
            key={data.id}
            initial={promotionFormValues(data, data.type)}
            imageUrl={data.img.url}
            submitLabel={t('adminPromotions.save')}
            onSubmit={async (values) => {
              await update.mutateAsync(values);
              showToast(t('adminPromotions.saved'));
            }}
          />
          <PromotionStats id={data.id} />
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            {t('adminPromotions.delete')}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={t('adminPromotions.deleteTitle')}
            confirmLabel={t('adminPromotions.delete')}
            destructive
            onClose={() => setConfirming(false)}
            onConfirm={async () => {
              setConfirming(false);
              await remove.mutateAsync(data.id);
              showToast(t('adminPromotions.deleted'));
              onBack();
            }}
          >
            <p>{t('adminPromotions.deleteBody')}</p>
          </ConfirmDialog>
        </div>
      )}
    </QueryState>
  );
}

/**
 * /admin/promotions?type=SPLASH|START|POP|PRODUCT: one kind's promotions with their state, schedule,
 * views, clicks and click rate; `?id=` opens one to edit it and see its numbers per day.
 */
export function AdminPromotionsPage() {
  const { t, language } = useTranslation();
  const { query, page, openId, go, onPage } = useAdminList(adminPromotionsQuerySchema);
  // `?type=` as one of the four kinds (the splash ads when missing or unknown).
  const type = query.type ?? 'SPLASH';
  const list = useAdminPromotions(type, page);
  if (openId) return <PromotionDetail id={openId} onBack={() => go({ id: null })} />;

  return (
    <div className="admin-promotions">
      <div className="admin-head">
        <h1 className="admin-h1">{t(`adminPromotions.titles.${type}`)}</h1>
        <Link to={`/admin/promotions/create?type=${type}`} className="btn btn--primary btn--sm">
          {t('adminPromotions.create')}
        </Link>
      </div>
      <AdminTable
        list={list}
        emptyTitle={t('adminPromotions.empty')}
        pager={{ label: t(`adminPromotions.titles.${type}`), onPage }}
        columns={[
          { header: t('adminPromotions.id'), cell: (p) => p.id },
          {
            header: t('adminPromotions.image'),
            cell: (p) => (
              <button type="button" className="admin-promotions__open" onClick={() => go({ id: p.id })}>
                <img
                  src={p.img.url}
                  alt={t('adminPromotions.editTitle', { id: p.id })}
                  width={64}
                  height={40}
                />
              </button>
            ),
          },
          { header: t('adminPromotions.state'), cell: (p) => <StateTag promotion={p} /> },
          {
            header: t('adminPromotions.schedule'),
            cell: (p) => (
              <>
                {formatDateTime(p.starts_at, language)} – {formatDateTime(p.ends_at, language)}
              </>
            ),
          },
          {
            header: t('adminPromotions.link'),
            cell: (p) => <span className="admin-promotions__url">{p.url}</span>,
          },
          { header: t('adminPromotions.order'), cell: (p) => p.position },
          {
            header: t('adminPromotions.targets'),
            cell: (p) =>
              p.countries.length + p.languages.length === 0
                ? t('adminPromotions.everyone')
                : [...p.countries, ...p.languages].join(', '),
          },
          { header: t('adminPromotions.views'), cell: (p) => formatNumber(p.view_count, language) },
          { header: t('adminPromotions.clicks'), cell: (p) => formatNumber(p.click_count, language) },
          { header: t('adminPromotions.clickRate'), cell: (p) => percent(p.click_rate) },
        ]}
      />
    </div>
  );
}

export { AdminPromotionsPage as Component };
