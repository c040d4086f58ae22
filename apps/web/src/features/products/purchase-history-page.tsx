import { useInfiniteQuery } from '@tanstack/react-query';
import { PURCHASE_TABS } from '@contracts/enums.ts';
import type { PurchaseTab } from '@steelyard/contracts';
import { purchasesQuery } from '../../api/product-posts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ProductCard } from '../../ui/product-card.tsx';
import { HistoryList, HistoryTabsPage } from './history-tabs.tsx';
import './products.css';

function PurchaseList({ tab }: { tab: PurchaseTab }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(purchasesQuery(tab));
  return (
    <HistoryList list={list} emptyTitle={t('purchases.empty')}>
      {(products) => (
        <ul className="product-list">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
    </HistoryList>
  );
}

/**
 * /mypage/products/indexByBuy: the trades the member buys by tab — purchasing (their wanted posts
 * under way) and purchased (completed trades that named them the buyer, and their wanted posts
 * completed).
 */
export function PurchaseHistoryPage() {
  const { t } = useTranslation();
  return (
    <HistoryTabsPage
      title={t('purchases.title')}
      tabs={PURCHASE_TABS}
      tabLabel={(tab) => t(`purchases.${tab}`)}
    >
      {(tab) => <PurchaseList tab={tab} />}
    </HistoryTabsPage>
  );
}

export { PurchaseHistoryPage as Component };
