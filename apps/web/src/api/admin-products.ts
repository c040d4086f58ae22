/** Back-office product moderation (`/api/admin/products`); imported only by lazy admin chunks. */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AdminProductDto,
  One,
  Paged,
  ProductStatus,
  ProductSummaryDto,
  ProductType,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { productBody, type ProductFormValues } from './product-posts.ts';
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
function remember(queryClient: QueryClient, product: AdminProductDto): AdminProductDto {
  queryClient.setQueryData(queryKeys.admin.product(product.id), product);
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.products() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
  return product;
}

/** The moderation form's fields. */
export interface AdminProductValues {
  title: string;
  category_id: string;
  description: string;
  status: ProductStatus;
}

/** `PATCH /api/admin/products/{id}` with only the fields that changed (each change is audited). */
export function useUpdateAdminProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<AdminProductValues>) =>
      (await api.patch<One<AdminProductDto>>(`/api/admin/products/${id}`, { ...changes })).data,
    onSuccess: (product) => remember(queryClient, product),
  });
}

export function useSetAdminProductHidden(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hidden: boolean) =>
      (await api.patch<One<AdminProductDto>>(`/api/admin/products/${id}/hidden`, { hidden })).data,
    onSuccess: (product) => remember(queryClient, product),
  });
}

export function useDeleteAdminProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/api/admin/products/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.admin.product(id) });
      for (const queryKey of [queryKeys.admin.products(), queryKeys.admin.stats(), queryKeys.products.all()])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** `POST /api/admin/products`: a post on behalf of the member `user_id`. */
export function useCreateAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ProductFormValues & { user_id?: number }) =>
      (await api.post<One<AdminProductDto>>('/api/admin/products', productBody(values))).data,
    onSuccess: (product) => remember(queryClient, product),
  });
}
