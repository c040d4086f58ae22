/** Back-office promotions (`/api/admin/promotions`); imported only by lazy admin chunks. */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { AdminPromotionDto, One, Paged, PromotionDayStatDto, PromotionType } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

const PER_PAGE = 20;

export const useAdminPromotions = (type: PromotionType, page: number) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.admin.promotionList({ type, page }),
      queryFn: ({ signal }) =>
        api.get<Paged<AdminPromotionDto>>('/api/admin/promotions', {
          query: { type, page, per_page: PER_PAGE },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );

export const useAdminPromotion = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.admin.promotion(id ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<One<AdminPromotionDto>>(`/api/admin/promotions/${id}`, { signal })).data,
    enabled: id !== null,
  });

/** A promotion's views, clicks and click rate per day (the last 30 days with any). */
export const usePromotionStats = (id: number) =>
  useQuery({
    queryKey: queryKeys.admin.promotionStats(id),
    queryFn: async ({ signal }) =>
      (await api.get<One<PromotionDayStatDto[]>>(`/api/admin/promotions/${id}/stats`, { signal })).data,
  });

/** The create and edit form's values, as the inputs hold them. */
export interface PromotionFormValues {
  type: PromotionType;
  image_id: string;
  url: string;
  type_url: '1' | '2';
  /** `datetime-local` values, in the admin's time zone. */
  starts_at: string;
  ends_at: string;
  position: string;
  paused: boolean;
  countries: string[];
  languages: string[];
}

/** The form's local times as instants, so the server never guesses the admin's time zone. */
function promotionBody(values: PromotionFormValues) {
  const instant = (local: string) => (local ? new Date(local).toISOString() : '');
  return { ...values, starts_at: instant(values.starts_at), ends_at: instant(values.ends_at) };
}

function remember(queryClient: QueryClient, promotion: AdminPromotionDto) {
  queryClient.setQueryData(queryKeys.admin.promotion(promotion.id), promotion);
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.promotions() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.allPromotions() });
  return promotion;
}

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: PromotionFormValues) =>
      (await api.post<One<AdminPromotionDto>>('/api/admin/promotions', promotionBody(values))).data,
    onSuccess: (promotion) => remember(queryClient, promotion),
  });
}

export function useUpdatePromotion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: PromotionFormValues) =>
      (await api.patch<One<AdminPromotionDto>>(`/api/admin/promotions/${id}`, promotionBody(values))).data,
    onSuccess: (promotion) => remember(queryClient, promotion),
  });
}

export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/admin/promotions/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.admin.promotion(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.promotions() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.allPromotions() });
    },
  });
}
