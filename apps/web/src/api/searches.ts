import { queryOptions } from '@tanstack/react-query';
import type { One, PopularSearchDto, SearchDto } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryClient } from './query-client.ts';
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

/** Removes one recent search; the list drops it at once and comes back if the server refuses. */
export async function removeRecentSearch(id: number): Promise<void> {
  const key = queryKeys.searches.recent();
  const previous = queryClient.getQueryData<SearchDto[]>(key);
  queryClient.setQueryData<SearchDto[]>(key, (list) => list?.filter((s) => s.id !== id));
  try {
    await api.delete(`/api/searches/${id}`, undefined, { loading: false });
  } catch (error) {
    queryClient.setQueryData(key, previous);
    throw error;
  }
}

export async function clearRecentSearches(): Promise<void> {
  await api.delete('/api/searches');
  queryClient.setQueryData<SearchDto[]>(queryKeys.searches.recent(), []);
}
