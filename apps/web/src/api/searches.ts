import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { One, PopularSearchDto, SearchDto } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const recentSearchesQuery = () =>
  queryOptions({
    queryKey: queryKeys.searches.recent(),
    queryFn: async ({ signal }) => (await api.get<One<SearchDto[]>>('/api/searches', { signal })).data,
  });

export const popularSearchesQuery = () =>
  queryOptions({
    queryKey: queryKeys.searches.popular(),
    queryFn: async ({ signal }) =>
      (await api.get<One<PopularSearchDto[]>>('/api/searches/popular', { signal })).data,
    staleTime: 5 * 60_000,
  });

/** `/searches`' lists as the server put them into the page (`app/first-screen.ts`). */
export function seedSearches(
  client: QueryClient,
  { recent, popular }: { recent?: One<SearchDto[]>; popular?: One<PopularSearchDto[]> },
) {
  if (recent) client.setQueryData(recentSearchesQuery().queryKey, recent.data);
  if (popular) client.setQueryData(popularSearchesQuery().queryKey, popular.data);
}

/** Removes one recent search (or, without an id, all): the list changes at once and comes back if refused. */
export function useRemoveRecentSearch() {
  const queryClient = useQueryClient();
  const key = queryKeys.searches.recent();
  return useMutation({
    mutationFn: (id?: number) =>
      id === undefined
        ? api.delete('/api/searches')
        : api.delete(`/api/searches/${id}`, undefined, { loading: false }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SearchDto[]>(key);
      queryClient.setQueryData<SearchDto[]>(key, (list) =>
        id === undefined ? [] : list?.filter((s) => s.id !== id),
      );
      return { previous };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(key, context?.previous),
  });
}
