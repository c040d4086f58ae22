import { Link } from 'react-router';
import { usePromotions } from '../../api/catalog.ts';
import { useProductList, type ProductFilters } from '../../api/products.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ProductCardSkeleton, ProductList } from '../../ui/product-card.tsx';
import { QueryList } from '../../ui/query-states.tsx';

/**
 * Products matching `filters` (newest first by default), loaded by cursor as the list scrolls, with
 * the product-list insert ads between them.
 */
export function ProductListView({
  filters = {},
  counted = false,
  emptyTitle,
  emptyBody,
}: {
  filters?: ProductFilters;
  /** The first page also counts the matches (`useProductList`'s `counted`). */
  counted?: boolean;
  emptyTitle: string;
  emptyBody?: string;
}) {
  const { t } = useTranslation();
  const list = useProductList(filters, { counted });
  const ads = usePromotions('PRODUCT');
  return (
    <QueryList
      query={list}
      loading={
        <ul className="product-list" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </ul>
      }
      empty={
        <EmptyState
          title={emptyTitle}
          body={emptyBody ?? t('products.emptyHint')}
          action={
            <Link to="/products/create" className="btn btn--primary">
              {t('home.sell')}
            </Link>
          }
        />
      }
      end={t('products.end')}
    >
      {(products) => <ProductList products={products} ads={ads} />}
    </QueryList>
  );
}
