/** The back office's notices, FAQ and events (`/api/admin/notices|faqs|events`). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContentDto, ContentKind, One, Paged } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** Every row of a kind, drafts included: pinned first, then newest first. */
export const adminContentListQuery = (kind: ContentKind, params: { page: number; search: string }) =>
  queryOptions({
    queryKey: queryKeys.admin.contentList(kind, params),
    queryFn: ({ signal }) =>
      api.get<Paged<AdminContentDto>>(`/api/admin/${kind}`, {
        query: { page: params.page, per_page: 20, search: params.search || undefined },
        signal,
      }),
  });

export const adminContentQuery = (kind: ContentKind, id: number) =>
  queryOptions({
    queryKey: queryKeys.admin.contentItem(kind, id),
    queryFn: async ({ signal }) =>
      (await api.get<One<AdminContentDto>>(`/api/admin/${kind}/${id}`, { signal })).data,
  });

/** The form's fields as the server reads them (texts per language, flags as 0/1, dates as ISO). */
export type AdminContentFields = Record<string, string | number | undefined>;

/** Creates (no id) or replaces a row; the kind's lists refetch and the row is cached. */
export function useSaveContent(kind: ContentKind, id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: AdminContentFields) =>
      (id === undefined
        ? await api.post<One<AdminContentDto>>(`/api/admin/${kind}`, fields)
        : await api.patch<One<AdminContentDto>>(`/api/admin/${kind}/${id}`, fields)
      ).data,
    onSuccess: async (row) => {
      queryClient.setQueryData(queryKeys.admin.contentItem(kind, row.id), row);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.content(kind) });
    },
  });
}

/** Publishes or unpublishes, pins or unpins one row from the list. */
export function useSetContentFlag(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, flag }: { id: number; flag: { published: boolean } | { pinned: boolean } }) => {
      const [name, value] = Object.entries(flag)[0] as ['published' | 'pinned', boolean];
      const path = name === 'published' ? 'publish' : 'pin';
      return (
        await api.patch<One<AdminContentDto>>(`/api/admin/${kind}/${id}/${path}`, { [name]: value ? 1 : 0 })
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.content(kind) }),
  });
}

export function useDeleteContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/admin/${kind}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.content(kind) }),
  });
}
