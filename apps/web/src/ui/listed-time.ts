import type { Language } from '@contracts/languages.ts';
import type { ProductSummaryDto } from '@steelyard/contracts';
import { formatTimeAgo } from '../i18n/format.ts';
import type { TFunction } from '../i18n/i18n.ts';

/** '3시간 전', or once bumped '끌올 3시간 전' / 'Bumped 3 hours ago': when a post was last listed. */
export function listedTimeText(
  product: Pick<ProductSummaryDto, 'created_at' | 'bumped_at'>,
  t: TFunction,
  language: Language,
  now?: number,
): string {
  if (product.bumped_at === null) return formatTimeAgo(product.created_at, language, now);
  return t('products.bumpedAgo', { ago: formatTimeAgo(product.bumped_at, language, now) });
}
