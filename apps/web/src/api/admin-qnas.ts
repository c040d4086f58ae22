/** The back office's inquiries (`/api/admin/qnas`): the list, one inquiry, its answer, the menu's count. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminQnaDto,
  AdminQnaSummaryDto,
  One,
  Paged,
  QnaAnswerInput,
  QnaWaitingCountDto,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

export interface AdminQnaFilters {
  page: number;
  /** '' for every status. */
  status: string;
  search: string;
}

/** `GET /api/admin/qnas`: waiting ones oldest first, then answered ones newest first. */
export const adminQnasQuery = (params: AdminQnaFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.qnaList(params),
    queryFn: ({ signal }) =>
      api.get<Paged<AdminQnaSummaryDto>>('/api/admin/qnas', {
        query: {
          page: params.page,
          per_page: 20,
          status: params.status || undefined,
          search: params.search || undefined,
        },
        signal,
      }),
  });

export const adminQnaQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.admin.qna(id),
    queryFn: async ({ signal }) =>
      (await api.get<One<AdminQnaDto>>(`/api/admin/qnas/${id}`, { signal })).data,
  });

/** The side menu's badge: inquiries waiting for an answer. */
export const adminQnaWaitingQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.qnaWaiting(),
    queryFn: async ({ signal }) =>
      (await api.get<One<QnaWaitingCountDto>>('/api/admin/qnas/waitingCount', { signal })).data.waiting,
    staleTime: 30_000,
  });

/** Writes or edits the answer; the inquiry, the list and the menu's count follow. */
export function useAnswerQna(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: QnaAnswerInput) =>
      (await api.patch<One<AdminQnaDto>>(`/api/admin/qnas/${id}/answer`, input)).data,
    onSuccess: async (qna) => {
      queryClient.setQueryData(queryKeys.admin.qna(id), qna);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.qnas() });
    },
  });
}
