/** One product post: detail, create/edit, trade status, hide, delete; the member's histories. */
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CursorPaged,
  MyProductTab,
  One,
  Paged,
  ProductDetailDto,
  ProductStatus,
  OwnProductSummaryDto,
  ProductSummaryDto,
  PurchaseTab,
} from '@steelyard/contracts';
import { api, type FormBody } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<One<ProductDetailDto>>(`/api/products/${id}`, { signal })).data,
  });

/**
 * A product's page the server put into the HTML (`app/first-screen.ts`): drawn at once, and
 * marked as old, so the page still asks for it as it opens (that request counts the view).
 */
export function seedProductDetail(client: QueryClient, product: ProductDetailDto) {
  client.setQueryData(productDetailQuery(product.id).queryKey, product, { updatedAt: 0 });
}

/** The post form's fields, as typed (`POST /api/products` / `PATCH /api/products/{id}`: the whole form). */
export type ProductFormValues = {
  type: 'sale' | 'share' | 'wanted';
  category_id: string;
  title: string;
  price: string;
  price_negotiable: boolean;
  /** The seller's minimum offer (blank: none); sent only with a negotiable price. */
  min_offer: string;
  description: string;
  /** Comma-separated. */
  keywords: string;
  place_name: string;
  lat: number | null;
  lon: number | null;
  manufacturer: string;
  model: string;
  year_made: string;
  condition_grade: string;
  /** The machine kind's template (blank: none) and its values, sent as one JSON field. */
  spec_template_id: string;
  specs: string;
  working_state: string;
  assembly: string;
  power_demo: boolean;
  loading_methods: string[];
  /** The kind checklist's items the seller confirms, by key. */
  checklist: string[];
  rigging_paid_by: string;
  removal_deadline: string;
  incoterm: string;
  tax_invoice: boolean;
  /** The uploaded photos, in order. */
  image_ids: number[];
  /** A new post by a seat of a business: under the business (issue 30); never sent with an edit. */
  as_business?: boolean;
};

/** After a write: the detail answer goes into the cache; lists and histories refetch. */
export function rememberProduct<T extends { id: number }>(queryClient: QueryClient, product: T): T {
  queryClient.setQueryData(queryKeys.products.detail(product.id), product);
  for (const queryKey of [
    queryKeys.products.lists(),
    queryKeys.products.mineAll(),
    queryKeys.products.purchases(),
  ])
    void queryClient.invalidateQueries({ queryKey });
  return product;
}

/** The post as sent: a share post has no price. */
export const productBody = (values: ProductFormValues): FormBody =>
  values.type === 'share' ? { ...values, price: undefined, price_negotiable: false } : values;

/** Saves the member's post: `PATCH /api/products/{id}` when editing, else `POST /api/products`. */
export function useSaveProduct(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ProductFormValues) => {
      const body = productBody(values);
      const { data } = id
        ? await api.patch<One<ProductDetailDto>>(`/api/products/${id}`, body)
        : await api.post<One<ProductDetailDto>>('/api/products', body);
      return data;
    },
    onSuccess: (product) => rememberProduct(queryClient, product),
  });
}

/** `PATCH /api/products/{id}/status` (completing names the other party). */
export function useChangeProductStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ status, buyerId }: { status: ProductStatus; buyerId?: number }) =>
      (await api.patch<One<ProductDetailDto>>(`/api/products/${id}/status`, { status, buyer_id: buyerId }))
        .data,
    onSuccess: (product) => {
      // A trade that leaves 'completed' cancels its reviews: lists and profiles count again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.detail(product.user.id) });
      return rememberProduct(queryClient, product);
    },
  });
}

/** `PATCH /api/products/{id}/hidden`. */
export function useSetProductHidden(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hidden: boolean) =>
      (await api.patch<One<ProductDetailDto>>(`/api/products/${id}/hidden`, { hidden })).data,
    onSuccess: (product) => rememberProduct(queryClient, product),
  });
}

/** `POST /api/products/{id}/bump`: the post goes back to the top of the newest list. */
export function useBumpProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<One<ProductDetailDto>>(`/api/products/${id}/bump`)).data,
    onSuccess: (product) => rememberProduct(queryClient, product),
    // Refused (too soon, the limit, another tab bumped it): the page and the sales history show
    // the post's state again.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.mineAll() });
    },
  });
}

/** `DELETE /api/products/{id}`. */
export function useDeleteProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/api/products/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.products.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
    },
  });
}

const nextPage = (last: Paged<unknown>) =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

/** Sales history: `GET /api/users/me/products?tab=`. */
export const myProductsQuery = (tab: MyProductTab) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.mine(tab),
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<OwnProductSummaryDto>>('/api/users/me/products', {
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
