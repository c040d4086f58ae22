import { PRODUCT_STATUS_LABEL_KEYS } from '@contracts/enums.ts';
import type { ProductSummaryDto } from '@steelyard/contracts';
import { useTranslation, type TextKey } from '../i18n/i18n.ts';

type Post = Pick<ProductSummaryDto, 'type' | 'status'>;

/** The label of a post's trade status for its type: 'For sale', 'Sold', 'Sharing', 'Searching'… */
export function statusLabelKey(product: Post): TextKey {
  return PRODUCT_STATUS_LABEL_KEYS[product.type][product.status] as TextKey;
}

/**
 * A post's one status label: the label already names the type's state (a share post is
 * 'Sharing', a sold sale post 'Sold'), so no second tag for the type beside it.
 */
export function StatusTag({ product }: { product: Post }) {
  const { t } = useTranslation();
  return <span className={`tag tag--${product.status}`}>{t(statusLabelKey(product))}</span>;
}
