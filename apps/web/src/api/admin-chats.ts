import { queryOptions } from '@tanstack/react-query';
import type { AdminChatDetailDto, AdminChatRoomDto, One, Paged } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** `GET /api/admin/chats`: rooms found by member or product, page paging. */
export const adminChatsQuery = (params: { page: number; member: string; product: string }) =>
  queryOptions({
    queryKey: queryKeys.admin.chats(params),
    queryFn: ({ signal }) =>
      api.get<Paged<AdminChatRoomDto>>('/api/admin/chats', {
        query: {
          page: params.page,
          per_page: 20,
          member: params.member || undefined,
          product: params.product || undefined,
        },
        signal,
      }),
  });

/** `GET /api/admin/chats/{id}?before=`: a page of the whole history (each call is audited). */
export async function fetchAdminChat(id: number, before?: string): Promise<AdminChatDetailDto> {
  const { data } = await api.get<One<AdminChatDetailDto>>(`/api/admin/chats/${id}`, {
    query: { before: before || undefined, per_page: 100 },
  });
  return data;
}
