import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MY_PRODUCT_TABS } from '@contracts/enums.ts';
import type { MyProductTab, ProductSummaryDto } from '@steelyard/contracts';
import { myProductsQuery, setProductHidden } from '../../api/product-posts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import { HistoryList, HistoryTabsPage } from './history-tabs.tsx';
import { StatusSheet } from './status-sheet.tsx';
import './products.css';
import './history.css';

function SalesItem({ product }: { product: ProductSummaryDto }) {
  const { t } = useTranslation();
  const [statusOpen, setStatusOpen] = useState(false);
  return (
    <div className="history-item">
      <ul className="product-list">
        <ProductCard product={product} />
      </ul>
      <div className="history-item__actions">
        <Button variant="secondary" size="sm" onClick={() => setStatusOpen(true)}>
          {t('productDetail.changeStatus')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void setProductHidden(product.id, !product.is_hidden).catch(() => undefined)}
        >
          {product.is_hidden ? t('productDetail.unhide') : t('productDetail.hide')}
        </Button>
      </div>
      <StatusSheet product={product} open={statusOpen} onClose={() => setStatusOpen(false)} />
    </div>
  );
}

function SalesList({ tab }: { tab: MyProductTab }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(myProductsQuery(tab));
  return (
    <HistoryList list={list} emptyTitle={t('sales.empty')}>
      {(products) => products.map((product) => <SalesItem key={product.id} product={product} />)}
    </HistoryList>
  );
}

/** /mypage/products/indexBySell: the member's posts by status tab, with status and hide actions. */
export function SalesHistoryPage() {
  const { t } = useTranslation();
  return (
    <HistoryTabsPage title={t('sales.title')} tabs={MY_PRODUCT_TABS} tabLabel={(tab) => t(`sales.${tab}`)}>
      {(tab) => <SalesList tab={tab} />}
    </HistoryTabsPage>
  );
}

export { SalesHistoryPage as Component };
