/** Keyword alerts (`/api/keywords`) and spec alerts (`/api/spec-alerts`). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  KeywordAlertDto,
  One,
  ProductListFilters,
  SpecAlertDto,
  SpecAlertInput,
  SpecAlertUpdate,
} from '@steelyard/contracts';
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

/** Deletes one of a list's items: the list drops it at once and it comes back if the server refuses. */
function useRemoveFromList<T extends { id: number }>(key: readonly string[], path: (id: number) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(path(id), undefined, { loading: false }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<T[]>(key);
      queryClient.setQueryData<T[]>(key, (list) => list?.filter((item) => item.id !== id));
      return { previous };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(key, context?.previous),
  });
}

/** Removes a keyword (at once; back if the server refuses). */
export const useRemoveKeyword = () =>
  useRemoveFromList<KeywordAlertDto>(queryKeys.keywords.list(), (id) => `/api/keywords/${id}`);

/** `/keywords`: the member's spec alerts (saved list filters), newest first (at most 20). */
export const specAlertsQuery = () =>
  queryOptions({
    queryKey: queryKeys.keywords.specAlerts(),
    queryFn: async ({ signal }) => (await api.get<One<SpecAlertDto[]>>('/api/spec-alerts', { signal })).data,
  });

/** Saves the list's filters as an alert; a 422 (no name, 20 reached) carries the field's message. */
export function useSaveSpecAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<SpecAlertInput, 'filters'> & { filters: Partial<ProductListFilters> }) =>
      (await api.post<One<SpecAlertDto>>('/api/spec-alerts', undefined, { json: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.keywords.specAlerts() }),
  });
}

/** Renames an alert or switches its digest; the list shows the server's answer. */
export function useChangeSpecAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...change }: SpecAlertUpdate & { id: number }) =>
      (await api.patch<One<SpecAlertDto>>(`/api/spec-alerts/${id}`, undefined, { json: change })).data,
    onSuccess: (changed) =>
      queryClient.setQueryData<SpecAlertDto[]>(queryKeys.keywords.specAlerts(), (list) =>
        list?.map((alert) => (alert.id === changed.id ? changed : alert)),
      ),
  });
}

/** Deletes a spec alert (at once; back if the server refuses). */
export const useRemoveSpecAlert = () =>
  useRemoveFromList<SpecAlertDto>(queryKeys.keywords.specAlerts(), (id) => `/api/spec-alerts/${id}`);
