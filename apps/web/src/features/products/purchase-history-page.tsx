import { useInfiniteQuery } from '@tanstack/react-query';
import { purchasesQuery } from '../../api/product-posts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './products.css';

/** /mypage/products/indexByBuy: completed trades where the member was the other party. */
export function PurchaseHistoryPage() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(purchasesQuery());
  const products = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="page">
      <PageTitleBar title={t('purchases.title')} fallback="/mypage" />
      {list.isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : list.isError ? (
        <EmptyState
          title={t('errors.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : products.length === 0 ? (
        <EmptyState title={t('purchases.empty')} />
      ) : (
        <ul className="product-list">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
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
    </div>
  );
}

export { PurchaseHistoryPage as Component };
