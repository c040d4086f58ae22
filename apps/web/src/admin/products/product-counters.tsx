import type { ProductSummaryDto } from '@steelyard/contracts';
import { useTranslation } from '../../i18n/i18n.ts';

/** '3 likes · 120 views · 2 chats' of a post (`stacked`: one per line, for the table). */
export function ProductCounters({
  stacked = false,
  product,
}: {
  product: Pick<ProductSummaryDto, 'like_count' | 'view_count' | 'chat_count'>;
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  const counts = [
    t('products.likeCount', { count: product.like_count }),
    t('products.viewCount', { count: product.view_count }),
    t('products.chatCount', { count: product.chat_count }),
  ];
  if (!stacked) return <>{counts.join(' · ')}</>;
  return (
    <span className="admin-products__counters">
      {counts.map((count) => (
        <span key={count}>{count}</span>
      ))}
    </span>
  );
}
