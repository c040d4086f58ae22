import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MyProductTab, ProductSummaryDto } from '@steelyard/contracts';
import { myProductsQuery, setProductHidden } from '../../api/product-posts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { StatusSheet } from './status-sheet.tsx';
import './products.css';
import './history.css';

/** The tabs of GET /api/users/me/products (contracts' MY_PRODUCT_TABS; that file brings zod). */
const MY_PRODUCT_TABS: MyProductTab[] = ['all', 'open', 'trading', 'completed', 'hidden'];

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
  if (list.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (list.isError)
    return (
      <EmptyState
        title={t('errors.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  const products = list.data.pages.flatMap((page) => page.data);
  if (products.length === 0) return <EmptyState title={t('sales.empty')} />;
  return (
    <>
      {products.map((product) => (
        <SalesItem key={product.id} product={product} />
      ))}
      {list.hasNextPage ? (
        <div className="list-end">
          <Button
            variant="secondary"
            size="sm"
            busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('common.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** /mypage/products/indexBySell: the member's posts by status tab, with status and hide actions. */
export function SalesHistoryPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MyProductTab>('all');
  return (
    <div className="page">
      <PageTitleBar title={t('sales.title')} fallback="/mypage" />
      <Tabs
        label={t('sales.title')}
        items={MY_PRODUCT_TABS.map((value) => ({ value, label: t(`sales.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      <SalesList key={tab} tab={tab} />
    </div>
  );
}

export { SalesHistoryPage as Component };
