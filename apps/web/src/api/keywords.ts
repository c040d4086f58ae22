/** Keyword alerts (`/api/keywords`). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeywordAlertDto, One } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** `/keywords`: the member's keyword alerts, newest first (at most 50). */
export const keywordsQuery = () =>
  queryOptions({
    queryKey: queryKeys.keywords.list(),
    queryFn: async ({ signal }) => (await api.get<One<KeywordAlertDto[]>>('/api/keywords', { signal })).data,
  });

/** Adds a keyword; a 422 (empty, duplicate, 50 reached) carries the field's message. */
export function useAddKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ keyword }: { keyword: string }) =>
      (await api.post<One<KeywordAlertDto>>('/api/keywords', { keyword })).data,
    onSuccess: (added) =>
      queryClient.setQueryData<KeywordAlertDto[]>(queryKeys.keywords.list(), (list) => [
        added,
        ...(list ?? []),
      ]),
  });
}

/** Removes one: the list drops it at once and it comes back if the server refuses. */
export function useRemoveKeyword() {
  const queryClient = useQueryClient();
  const key = queryKeys.keywords.list();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/keywords/${id}`, undefined, { loading: false }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<KeywordAlertDto[]>(key);
      queryClient.setQueryData<KeywordAlertDto[]>(key, (list) => list?.filter((k) => k.id !== id));
      return { previous };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(key, context?.previous),
  });
}
