import { SELLER_KINDS } from '@contracts/enums.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { ApiForm } from '../../api/use-api-form.ts';
import { Segmented } from '../../ui/segmented.tsx';
import type { FilterValues } from './url-filters.ts';

/** Who posts (issue 30): everyone, verified businesses only, or private sellers only (`seller=`). */
export function SellerFilterField({ form }: { form: ApiForm<FilterValues> }) {
  const { t } = useTranslation();
  const [seller] = form.watch(['seller']);
  return (
    <Segmented
      legend={t('browseFilters.seller')}
      options={[
        { value: '', label: t('products.all') },
        ...SELLER_KINDS.map((value) => ({ value, label: t(`browseFilters.sellerKinds.${value}`) })),
      ]}
      value={seller}
      onChange={(next) => form.change({ seller: next })}
    />
  );
}
