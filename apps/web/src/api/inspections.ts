/**
 * Inspection reports (issue 30): a post's report and the viewer's request, the inspectors' queue
 * and report form, the seller's response, and the back office's inspectors.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InspectionRating,
  InspectionReportDto,
  InspectionRequestDto,
  InspectorDto,
  One,
  Paged,
  ProductInspectionDto,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** `GET /api/products/{id}/inspection`: the latest report, the viewer's open request, whether they inspect. */
export const productInspectionQuery = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.inspections.ofProduct(productId),
    queryFn: async ({ signal }) =>
      (await api.get<One<ProductInspectionDto>>(`/api/products/${productId}/inspection`, { signal })).data,
  });

/** A buyer asks for an inspection; the answer replaces the post's inspection state. */
export function useRequestInspection(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<One<ProductInspectionDto>>(`/api/products/${productId}/inspectionRequest`)).data,
    onSuccess: (shown) => queryClient.setQueryData(queryKeys.inspections.ofProduct(productId), shown),
  });
}

/** The buyer withdraws their open request; the answer replaces the post's inspection state. */
export function useWithdrawInspection(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.delete<One<ProductInspectionDto>>(`/api/products/${productId}/inspectionRequest`)).data,
    onSuccess: (shown) => queryClient.setQueryData(queryKeys.inspections.ofProduct(productId), shown),
  });
}

/** The seller's one response to the report. */
export function useRespondToInspection(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reportId, response }: { reportId: number; response: string }) =>
      (
        await api.post<One<ProductInspectionDto>>(`/api/inspections/reports/${reportId}/response`, {
          response,
        })
      ).data,
    onSuccess: (shown) => queryClient.setQueryData(queryKeys.inspections.ofProduct(productId), shown),
  });
}

/** The inspectors' queue: open requests, oldest first. */
export const inspectionQueueQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.inspections.queue(page),
    queryFn: ({ signal }) =>
      api.get<Paged<InspectionRequestDto>>('/api/inspections/requests', { query: { page }, signal }),
  });

export interface InspectionReportBody {
  inspected_on: string;
  ratings: { component: string; rating: InspectionRating }[];
  notes: string;
  image_ids: number[];
}

/** Files a report of an open request; the queue and the post's inspection refetch, its card shows the badge. */
export function useFileInspectionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, body }: { requestId: number; body: InspectionReportBody }) =>
      (
        await api.post<One<InspectionReportDto>>(`/api/inspections/requests/${requestId}/report`, undefined, {
          json: body,
        })
      ).data,
    onSuccess: async (report) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.inspections.all() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(report.product_id) });
    },
  });
}

/** The back office's inspectors. */
export const adminInspectorsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.inspectors(),
    queryFn: async ({ signal }) =>
      (await api.get<One<InspectorDto[]>>('/api/admin/inspectors', { signal })).data,
  });

/** Marks a member as inspector or takes it back; the list refetches. */
export function useSetInspector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, isInspector }: { userId: number; isInspector: boolean }) =>
      (
        await api.patch<One<InspectorDto>>(`/api/admin/users/${userId}/inspector`, {
          is_inspector: isInspector,
        })
      ).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.inspectors() });
    },
  });
}
