/** One product post: detail, create/edit, trade status, hide, delete; the member's histories. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  CursorPaged,
  MyProductTab,
  One,
  Paged,
  ProductDetailDto,
  ProductStatus,
  ProductSummaryDto,
  PurchaseTab,
} from '@steelyard/contracts';
import { api, type FormBody } from './client.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<One<ProductDetailDto>>(`/api/products/${id}`, { signal })).data,
  });

/** The fields of `POST /api/products` / `PATCH /api/products/{id}` (the whole form). */
export interface ProductInputBody extends FormBody {
  type: string;
  category_id: number | string;
  title: string;
  price: number | string | undefined;
  price_negotiable: boolean;
  description: string;
  keywords: string;
  place_name: string;
  lat: number | undefined;
  lon: number | undefined;
  manufacturer: string;
  model: string;
  year_made: number | string | undefined;
  condition_grade: string;
  image_ids: number[];
}

/** After a write: the detail answer goes into the cache; lists and histories refetch. */
function remember(product: ProductDetailDto): ProductDetailDto {
  queryClient.setQueryData(queryKeys.products.detail(product.id), product);
  void queryClient.invalidateQueries({ queryKey: queryKeys.products.lists() });
  void queryClient.invalidateQueries({ queryKey: ['products', 'mine'] });
  void queryClient.invalidateQueries({ queryKey: queryKeys.products.purchases() });
  return product;
}

export async function saveProduct(body: ProductInputBody, id?: number): Promise<ProductDetailDto> {
  const { data } = id
    ? await api.patch<One<ProductDetailDto>>(`/api/products/${id}`, body)
    : await api.post<One<ProductDetailDto>>('/api/products', body);
  return remember(data);
}

export async function changeProductStatus(id: number, status: ProductStatus, buyerId?: number) {
  const { data } = await api.patch<One<ProductDetailDto>>(`/api/products/${id}/status`, {
    status,
    buyer_id: buyerId,
  });
  return remember(data);
}

export async function setProductHidden(id: number, hidden: boolean) {
  const { data } = await api.patch<One<ProductDetailDto>>(`/api/products/${id}/hidden`, { hidden });
  return remember(data);
}

export async function deleteProduct(id: number): Promise<void> {
  await api.delete(`/api/products/${id}`);
  queryClient.removeQueries({ queryKey: queryKeys.products.detail(id) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
}

const nextPage = (last: Paged<unknown>) =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

/** Sales history: `GET /api/users/me/products?tab=`. */
export const myProductsQuery = (tab: MyProductTab) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.mine(tab),
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<ProductSummaryDto>>('/api/users/me/products', {
        query: { tab, page: pageParam, per_page: 20 },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** Purchase history: `GET /api/users/me/purchases?tab=`, keyset pages. */
export const purchasesQuery = (tab: PurchaseTab) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.purchaseList(tab),
    queryFn: ({ pageParam, signal }) =>
      api.get<CursorPaged<ProductSummaryDto>>('/api/users/me/purchases', {
        query: { tab, cursor: pageParam || undefined, per_page: 20 },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: CursorPaged<ProductSummaryDto>) => last.meta.next_cursor ?? undefined,
  });
