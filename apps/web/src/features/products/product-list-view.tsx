import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { useProductList, type ProductFilters } from '../../api/products.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ProductCard, ProductCardSkeleton } from '../../ui/product-card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useInView } from '../../ui/use-in-view.ts';

/** Products matching `filters` (newest first by default), loaded by cursor as the list scrolls. */
export function ProductListView({
  filters = {},
  emptyTitle,
  emptyBody,
}: {
  filters?: ProductFilters;
  emptyTitle: string;
  emptyBody?: string;
}) {
  const { t } = useTranslation();
  const list = useProductList(filters);
  const sentinel = useInView<HTMLDivElement>(() => void list.fetchNextPage(), {
    enabled: list.hasNextPage && !list.isFetchingNextPage,
    rootMargin: '400px',
  });

  if (list.isPending) {
    return (
      <ul className="product-list" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 5 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </ul>
    );
  }
  if (list.isError) {
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
  }
  const products = list.data.pages.flatMap((page) => page.data);
  if (products.length === 0) {
    return (
      <EmptyState
        title={emptyTitle}
        body={emptyBody ?? t('products.emptyHint')}
        action={
          <Link to="/products/create" className="btn btn--primary">
            {t('home.sell')}
          </Link>
        }
      />
    );
  }
  const now = Date.now();
  return (
    <>
      <ul className="product-list">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} now={now} />
        ))}
      </ul>
      <div ref={sentinel} className="list-end">
        {list.hasNextPage ? (
          list.isFetchingNextPage ? (
            <Spinner size="sm" label={t('common.loading')} />
          ) : (
            <Button variant="secondary" size="sm" onClick={() => void list.fetchNextPage()}>
              {t('common.more')}
            </Button>
          )
        ) : (
          t('products.end')
        )}
      </div>
    </>
  );
}
