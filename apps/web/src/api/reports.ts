/** Reports (`POST /api/reports`) and the moderation desk (`/api/admin/reports`). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReportDetailDto,
  AdminReportDto,
  AdminReviewDto,
  One,
  Paged,
  ReportAction,
  ReportDto,
  ReportKind,
  ReportStatus,
  ReportableType,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type ReportValues = {
  reportable_type: ReportableType;
  reportable_id: number;
  reason: string;
  text: string;
};

/** Reports a post, a member or a chat message; the answer says nothing about anyone else. */
export function useReport() {
  return useMutation({
    mutationFn: async (values: ReportValues) => (await api.post<One<ReportDto>>('/api/reports', values)).data,
  });
}

export type RemoveRequestValues = { name: string; email: string; url: string; reason: string };

/** Asks for content or personal data to be removed (visitors too); answered by email. */
export function useRequestRemove() {
  return useMutation({
    mutationFn: async (values: RemoveRequestValues) =>
      (await api.post<One<ReportDto>>('/api/requestRemoves', values)).data,
  });
}

export interface AdminReportFilters {
  status: ReportStatus;
  kind: ReportKind | '';
  page: number;
}

export const adminReportsQuery = (filters: AdminReportFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.reports(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<AdminReportDto>>('/api/admin/reports', {
        query: { status: filters.status, kind: filters.kind || undefined, page: filters.page, per_page: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const adminReportQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.admin.report(id),
    queryFn: async ({ signal }) =>
      (await api.get<One<AdminReportDetailDto>>(`/api/admin/reports/${id}`, { signal })).data,
  });

export type ReportActionValues = { action: ReportAction; days: string; note: string };

/** One action of the desk on a report; the report's page shows the answer, the queue refetches. */
export function useReportAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ReportActionValues) =>
      (await api.post<One<AdminReportDetailDto>>(`/api/admin/reports/${id}/actions`, values)).data,
    onSuccess: (report) => {
      queryClient.setQueryData(queryKeys.admin.report(id), report);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reportsAll() });
    },
  });
}

export const adminReviewsQuery = (filters: { search: string; page: number }) =>
  queryOptions({
    queryKey: queryKeys.admin.reviews(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<AdminReviewDto>>('/api/admin/reviews', {
        query: { search: filters.search || undefined, page: filters.page, per_page: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Hides or shows a review (audited on the server; the recipient's score follows). */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, hidden }: { id: number; hidden: boolean }) =>
      (await api.patch<One<AdminReviewDto>>(`/api/admin/reviews/${id}/hidden`, { hidden: hidden ? 1 : 0 }))
        .data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reviewsAll() }),
  });
}
