import { useNavigate } from 'react-router';
import { adminPromotionsQuerySchema } from '@contracts/schemas/promotions.ts';
import { useCreatePromotion } from '../../api/admin-promotions.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { useUrlQuery } from '../../ui/use-url-query.ts';
import { PromotionForm, promotionFormValues } from './promotion-form.tsx';
import './admin-promotions.css';

/** /admin/promotions/create?type=: a new promotion; then its kind's list shows it. */
export function PromotionCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [{ type = 'SPLASH' }] = useUrlQuery(adminPromotionsQuerySchema);
  const create = useCreatePromotion();
  return (
    <div className="admin-narrow admin-promotions">
      <h1 className="admin-h1">{t('adminPromotions.createTitle')}</h1>
      <PromotionForm
        initial={promotionFormValues(null, type)}
        imageUrl={null}
        submitLabel={t('adminPromotions.create')}
        onSubmit={async (values) => {
          const promotion = await create.mutateAsync(values);
          showToast(t('adminPromotions.created'));
          navigate(`/admin/promotions?type=${promotion.type}`, { replace: true });
        }}
      />
    </div>
  );
}

export { PromotionCreatePage as Component };
