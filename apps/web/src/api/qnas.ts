/** 1:1 inquiries (`/api/qnas`): the member's own questions and their answers. */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { One, Paged, QnaDto, QnaInput, QnaSummaryDto } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

const nextPage = (last: Paged<unknown>) =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

/** `/qnas`: the member's inquiries, newest first. */
export const qnasQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.qnas.list(),
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<QnaSummaryDto>>('/api/qnas', { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The first page of `/qnas` a drawn page carries (`app/first-screen.ts`), as `qnasQuery` would leave it. */
export function seedFirstQnaPage(client: QueryClient, body: Paged<QnaSummaryDto>) {
  client.setQueryData(qnasQuery().queryKey, { pages: [body], pageParams: [1] });
}

/** `/qnas/{id}`: the question, its photos and the answer. */
export const qnaQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.qnas.detail(id),
    queryFn: async ({ signal }) => (await api.get<One<QnaDto>>(`/api/qnas/${id}`, { signal })).data,
  });

/** Asks a question; the new inquiry is cached for its page and the list refetches. */
export function useCreateQna() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: QnaInput) => (await api.post<One<QnaDto>>('/api/qnas', input)).data,
    onSuccess: async (qna) => {
      queryClient.setQueryData(queryKeys.qnas.detail(qna.id), qna);
      await queryClient.invalidateQueries({ queryKey: queryKeys.qnas.list() });
    },
  });
}
