import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  ConditionGrade,
  CursorPaged,
  ProductSort,
  ProductSummaryDto,
  ProductType,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const PRODUCTS_PER_PAGE = 20;

/** The browse/search filters of `GET /api/products`, as the URL carries them. */
export interface ProductFilters {
  word?: string;
  category_id?: number;
  type?: ProductType;
  sort?: ProductSort;
  country?: string;
  city?: string;
  county?: string;
  min_price?: number;
  max_price?: number;
  /** Industrial details. */
  manufacturer?: string;
  condition_grade?: ConditionGrade;
  year_from?: number;
  year_to?: number;
  /** One member's posts (their public profile). */
  user_id?: number;
}

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

export function useProductList(filters: ProductFilters = {}) {
  return useInfiniteQuery(productListQuery(filters));
}
