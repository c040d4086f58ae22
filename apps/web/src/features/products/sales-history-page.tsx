import { useInfiniteQuery } from '@tanstack/react-query';
import { MY_PRODUCT_TABS } from '@contracts/enums.ts';
import type { MyProductTab, OwnProductSummaryDto } from '@steelyard/contracts';
import { myProductsQuery } from '../../api/product-posts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { HistoryTabsPage } from './history-tabs.tsx';
import { BumpControl } from './bump-control.tsx';
import { TradeButtons } from './status-sheet.tsx';
import './products.css';
import './history.css';

function SalesItem({ product }: { product: OwnProductSummaryDto }) {
  return (
    <div className="history-item">
      <ul className="product-list">
        <ProductCard product={product} />
      </ul>
      <div className="history-item__actions">
        <TradeButtons product={product} />
      </div>
      <div className="history-item__bump">
        <BumpControl product={product} />
      </div>
    </div>
  );
}

function SalesList({ tab }: { tab: MyProductTab }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(myProductsQuery(tab));
  return (
    <QueryList query={list} empty={<EmptyState title={t('sales.empty')} />}>
      {(products) => products.map((product) => <SalesItem key={product.id} product={product} />)}
    </QueryList>
  );
}

/** /mypage/products/indexBySell: the member's posts by status tab, with status and hide actions and the bump. */
export function SalesHistoryPage() {
  const { t } = useTranslation();
  return (
    <HistoryTabsPage title={t('sales.title')} tabs={MY_PRODUCT_TABS} tabLabel={(tab) => t(`sales.${tab}`)}>
      {(tab) => <SalesList key={tab} tab={tab} />}
    </HistoryTabsPage>
  );
}

export { SalesHistoryPage as Component };
