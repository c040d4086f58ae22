/** Back-office product moderation (`/api/admin/products`); imported only by lazy admin chunks. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminProductDto,
  One,
  Paged,
  ProductStatus,
  ProductSummaryDto,
  ProductType,
} from '@steelyard/contracts';
import { api } from './client.ts';
import type { ProductInputBody } from './product-posts.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/** The list's filters, as the URL carries them ('' = any). */
export interface AdminProductFilters {
  search: string;
  category_id: string;
  type: '' | ProductType;
  status: '' | ProductStatus;
  hidden: '' | '0' | '1';
  deleted: '' | '1';
}

export const adminProductsQuery = (params: AdminProductFilters & { page: number; perPage: number }) =>
  queryOptions({
    queryKey: queryKeys.admin.productList(params),
    queryFn: ({ signal }) => {
      const { perPage, ...rest } = params;
      return api.get<Paged<ProductSummaryDto>>('/api/admin/products', {
        query: { ...rest, per_page: perPage },
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (params: AdminProductFilters & { page: number; perPage: number }) =>
  useQuery(adminProductsQuery(params));

export const adminProductQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.admin.product(id),
    queryFn: async ({ signal }) =>
      (await api.get<One<AdminProductDto>>(`/api/admin/products/${id}`, { signal })).data,
  });

export const useAdminProduct = (id: number | null) =>
  useQuery({ ...adminProductQuery(id ?? 0), enabled: id !== null });

/** After a moderation write: the detail is the answer; the lists (admin and public) refetch. */
function remember(product: AdminProductDto): AdminProductDto {
  queryClient.setQueryData(queryKeys.admin.product(product.id), product);
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.products() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
  return product;
}

export interface AdminProductUpdate {
  title: string;
  category_id: number;
  description: string;
  status: ProductStatus;
}

/** Sends only the fields that changed (each change is audited with its before and after). */
export async function updateAdminProduct(id: number, changes: Partial<AdminProductUpdate>) {
  const { data } = await api.patch<One<AdminProductDto>>(`/api/admin/products/${id}`, { ...changes });
  return remember(data);
}

export async function setAdminProductHidden(id: number, hidden: boolean) {
  const { data } = await api.patch<One<AdminProductDto>>(`/api/admin/products/${id}/hidden`, { hidden });
  return remember(data);
}

export async function deleteAdminProduct(id: number): Promise<void> {
  await api.delete(`/api/admin/products/${id}`);
  queryClient.removeQueries({ queryKey: queryKeys.admin.product(id) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.products() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
}

/** `POST /api/admin/products`: a post on behalf of the member `user_id`. */
export async function createAdminProduct(body: ProductInputBody & { user_id: number | string }) {
  const { data } = await api.post<One<AdminProductDto>>('/api/admin/products', body);
  return remember(data);
}
