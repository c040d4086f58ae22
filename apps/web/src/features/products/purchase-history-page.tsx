import { useInfiniteQuery } from '@tanstack/react-query';
import { PURCHASE_TABS } from '@contracts/enums.ts';
import type { PurchaseTab } from '@steelyard/contracts';
import { purchasesQuery } from '../../api/product-posts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ProductList } from '../../ui/product-card.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { HistoryTabsPage } from './history-tabs.tsx';
import './products.css';

function PurchaseList({ tab }: { tab: PurchaseTab }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(purchasesQuery(tab));
  return (
    <QueryList query={list} empty={<EmptyState title={t('purchases.empty')} />}>
      {(products) => <ProductList products={products} />}
    </QueryList>
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
      {(tab) => <PurchaseList key={tab} tab={tab} />}
    </HistoryTabsPage>
  );
}

export { PurchaseHistoryPage as Component };
