import type { ProductSummaryDto } from '@steelyard/contracts';
import { useTranslation } from '../../i18n/i18n.ts';

/** '3 likes · 120 views · 2 chats' of a post. */
export function ProductCounters({
  product,
}: {
  product: Pick<ProductSummaryDto, 'like_count' | 'view_count' | 'chat_count'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {[
        t('products.likeCount', { count: product.like_count }),
        t('products.viewCount', { count: product.view_count }),
        t('products.chatCount', { count: product.chat_count }),
      ].join(' · ')}
    </>
  );
}
