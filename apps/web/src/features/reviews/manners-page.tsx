import { useQuery } from '@tanstack/react-query';
import type { MannerCountDto } from '@steelyard/contracts';
import { memberMannersQuery } from '../../api/reviews.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/trust-texts.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './reviews.css';

function MannerCounts({ title, counts, empty }: { title: string; counts: MannerCountDto[]; empty: string }) {
  const { t } = useTranslation();
  return (
    <section className="manner-counts">
      <h2 className="section-title">{title}</h2>
      {counts.length === 0 ? (
        <p className="manner-counts__empty">{empty}</p>
      ) : (
        <ul className="list-plain">
          {counts.map(({ manner, count }) => (
            <li key={manner.id} className="manner-count">
              <span>{manner.title}</span>
              <strong aria-label={t('manners.count', { count })}>{count}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /manners (user rule): the compliments the member received, by tag, and — for them alone, with
 * nobody named — the things to improve (spec §6).
 */
export function MannersPage() {
  const { t } = useTranslation();
  const { data: me } = useCurrentUser();
  const manners = useQuery({ ...memberMannersQuery(me?.id ?? 0), enabled: me !== undefined && me !== null });
  if (!me) return <CenteredSpinner label={t('common.loading')} />;
  return (
    <div className="page">
      <PageTitleBar title={t('manners.title')} fallback="/mypage" />
      <QueryState query={manners}>
        {(data) =>
          data.good.length === 0 && (data.bad ?? []).length === 0 ? (
            <EmptyState title={t('manners.empty')} body={t('manners.emptyBody')} />
          ) : (
            <>
              <MannerCounts title={t('manners.good')} counts={data.good} empty={t('manners.emptyGood')} />
              {data.bad ? (
                <MannerCounts title={t('manners.bad')} counts={data.bad} empty={t('manners.emptyBad')} />
              ) : null}
              <p className="manner-counts__note">{t('manners.badNote')}</p>
            </>
          )
        }
      </QueryState>
    </div>
  );
}

export { MannersPage as Component };
