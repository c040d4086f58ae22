import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@contracts/limits.ts';
import type { CursorPaged, ProductListQuery, ProductSummaryDto } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const PRODUCTS_PER_PAGE = LIMITS.perPageDefault;

/** The browse/search filters of `GET /api/products` (the URL carries them; `user_id`: a member's posts). */
export type ProductFilters = Partial<
  Pick<
    ProductListQuery,
    | 'word'
    | 'category_id'
    | 'type'
    | 'sort'
    | 'country'
    | 'city'
    | 'county'
    | 'min_price'
    | 'max_price'
    | 'manufacturer'
    | 'condition_grade'
    | 'year_from'
    | 'year_to'
    | 'user_id'
  >
>;

/**
 * Keyset (cursor) paging for infinite scroll: `cursor=` (empty) first, then each page's
 * `meta.next_cursor` until it is null.
 */
export const productListQuery = (filters: ProductFilters = {}, perPage = PRODUCTS_PER_PAGE) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.list({ ...filters, perPage }),
    queryFn: ({ pageParam, signal }) =>
      api.get<CursorPaged<ProductSummaryDto>>(`/api/products?cursor=${encodeURIComponent(pageParam)}`, {
        query: { per_page: perPage, ...filters },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
  });

/**
 * The newest products' first page as the server put it into the page (`FIRST_SCREEN_PRODUCT_LIST`):
 * the list renders from it at once, without asking again.
 */
export function seedFirstProductPage(client: QueryClient, body: CursorPaged<ProductSummaryDto>) {
  client.setQueryData(productListQuery().queryKey, { pages: [body], pageParams: [''] });
}

export function useProductList(filters: ProductFilters = {}) {
  return useInfiniteQuery(productListQuery(filters));
}
