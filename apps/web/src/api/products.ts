import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { LIMITS } from '@contracts/limits.ts';
import type {
  CursorPaged,
  MatchCount,
  One,
  PriceBandDto,
  ProductListQuery,
  ProductSummaryDto,
} from '@steelyard/contracts';
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
    | 'kind'
    | 'hours_from'
    | 'hours_to'
    | 'power_from'
    | 'power_to'
    | 'weight_from'
    | 'weight_to'
    | 'main_from'
    | 'main_to'
    | 'working'
    | 'loading'
    | 'seller'
    | 'near'
    | 'within_km'
    | 'user_id'
  >
>;

/** The filters as the server takes them: the main figure's sort only with a kind (else the default). */
export const withServedSort = (filters: ProductFilters): ProductFilters =>
  filters.sort === 'main' && !filters.kind ? { ...filters, sort: undefined } : filters;

/** A list page; a counted list's first page also says how many posts match (up to a cap). */
export type ProductListPage = CursorPaged<ProductSummaryDto> & { meta: { matches?: MatchCount } };

/**
 * Keyset (cursor) paging for infinite scroll: `cursor=` (empty) first, then each page's
 * `meta.next_cursor` until it is null. `counted`: the first page also counts the matches.
 */
export const productListQuery = (
  filters: ProductFilters = {},
  perPage = PRODUCTS_PER_PAGE,
  { counted = false }: { counted?: boolean } = {},
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.list({ ...filters, perPage, ...(counted ? { counted } : {}) }),
    queryFn: ({ pageParam, signal }) =>
      api.get<ProductListPage>(`/api/products?cursor=${encodeURIComponent(pageParam)}`, {
        query: { per_page: perPage, ...filters, ...(counted && pageParam === '' ? { count: 1 } : {}) },
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

export function useProductList(filters: ProductFilters = {}, options: { counted?: boolean } = {}) {
  return useInfiniteQuery(productListQuery(filters, PRODUCTS_PER_PAGE, options));
}

/** The machine a price band is asked for (`GET /api/priceBands`). */
export interface PriceBandSubject {
  category_id: number;
  manufacturer: string;
  model: string;
  year?: number;
  country?: string;
}

/** What machines like this sold for on Steelyard, or null below three trades; kept a while. */
export const priceBandQuery = (subject: PriceBandSubject) =>
  queryOptions({
    queryKey: queryKeys.products.priceBand(subject),
    queryFn: async ({ signal }) =>
      (await api.get<One<PriceBandDto | null>>('/api/priceBands', { query: { ...subject }, signal })).data,
    staleTime: 10 * 60_000,
  });
