import { queryOptions } from '@tanstack/react-query';
import type { KeywordAlertDto, One } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/** `/keywords`: the member's keyword alerts, newest first (at most 50). */
export const keywordsQuery = () =>
  queryOptions({
    queryKey: queryKeys.keywords.list(),
    queryFn: async ({ signal }) => (await api.get<One<KeywordAlertDto[]>>('/api/keywords', { signal })).data,
  });

/** Adds a keyword; a 422 (empty, duplicate, 50 reached) rejects with the field's message. */
export async function addKeyword(keyword: string): Promise<KeywordAlertDto> {
  const { data } = await api.post<One<KeywordAlertDto>>('/api/keywords', { keyword });
  queryClient.setQueryData<KeywordAlertDto[]>(queryKeys.keywords.list(), (list) => [data, ...(list ?? [])]);
  return data;
}

/** Removes one; the list drops it at once and it comes back if the server refuses. */
export async function removeKeyword(id: number): Promise<void> {
  const key = queryKeys.keywords.list();
  const previous = queryClient.getQueryData<KeywordAlertDto[]>(key);
  queryClient.setQueryData<KeywordAlertDto[]>(key, (list) => list?.filter((k) => k.id !== id));
  try {
    await api.delete(`/api/keywords/${id}`, undefined, { loading: false });
  } catch (error) {
    queryClient.setQueryData(key, previous);
    throw error;
  }
}
