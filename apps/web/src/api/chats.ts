import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type {
  ChatMessageDto,
  ChatRoomDto,
  ChatTab,
  CursorPaged,
  One,
  PublicUserDto,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/** `GET /api/chats?tab=`: newest activity first, keyset pages. */
export const chatListQuery = (tab: ChatTab, productId?: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.chats.list(tab, productId),
    queryFn: ({ pageParam, signal }) =>
      api.get<CursorPaged<ChatRoomDto>>('/api/chats', {
        query: { tab, product_id: productId, cursor: pageParam || undefined, per_page: 20 },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: CursorPaged<ChatRoomDto>) => last.meta.next_cursor ?? undefined,
  });

export const chatRoomQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.chats.room(id),
    queryFn: async ({ signal }) => (await api.get<One<ChatRoomDto>>(`/api/chats/${id}`, { signal })).data,
  });

/** The history: the first page is the newest; each next page is older (`before`). */
export const chatMessagesQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.chats.messages(id),
    queryFn: ({ pageParam, signal }) =>
      api.get<CursorPaged<ChatMessageDto>>(`/api/chats/${id}/messages`, {
        query: { before: pageParam || undefined, per_page: 30 },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: CursorPaged<ChatMessageDto>) => last.meta.next_cursor ?? undefined,
  });

export type MessagePages = InfiniteData<CursorPaged<ChatMessageDto>, unknown>;

/** The messages of the loaded pages, oldest first. */
export function messagesInOrder(data: MessagePages | undefined): ChatMessageDto[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.data) : [];
}

/**
 * Adds a message (sent or received in real time) to the cached history once. While the history
 * is still loading, its answer may predate this message, so the load starts over instead: a
 * message is never dropped for arriving early.
 */
export function appendMessage(roomId: number, message: ChatMessageDto): void {
  const key = queryKeys.chats.messages(roomId);
  if (!queryClient.getQueryData<MessagePages>(key)) {
    // An in-flight first load would be shared by a refetch, so it is cancelled first.
    void queryClient
      .cancelQueries({ queryKey: key })
      .then(() => queryClient.refetchQueries({ queryKey: key }));
    return;
  }
  queryClient.setQueryData<MessagePages>(key, (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.data.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, data: [...newest.data, message] }, ...older] };
  });
}

/** `POST /api/chats`: opens (or finds) the room about a product. */
export async function openChat(productId: number): Promise<ChatRoomDto> {
  const { data } = await api.post<One<ChatRoomDto>>('/api/chats', { product_id: productId });
  return data;
}

export async function sendChatMessage(
  roomId: number,
  body: { body?: string; image_id?: number; client_key: string },
): Promise<ChatMessageDto> {
  const { data } = await api.post<One<ChatMessageDto>>(`/api/chats/${roomId}/messages`, body, {
    loading: false,
  });
  return data;
}

export async function markChatRead(roomId: number): Promise<ChatRoomDto> {
  const { data } = await api.post<One<ChatRoomDto>>(`/api/chats/${roomId}/read`, undefined, {
    loading: false,
  });
  queryClient.setQueryData(queryKeys.chats.room(roomId), data);
  return data;
}

export async function setChatNotify(roomId: number, notify: boolean): Promise<ChatRoomDto> {
  const { data } = await api.patch<One<ChatRoomDto>>(`/api/chats/${roomId}`, { notify: notify ? 1 : 0 });
  queryClient.setQueryData(queryKeys.chats.room(roomId), data);
  return data;
}

export async function leaveChat(roomId: number): Promise<void> {
  await api.post(`/api/chats/${roomId}/leave`);
  queryClient.removeQueries({ queryKey: queryKeys.chats.room(roomId) });
  queryClient.removeQueries({ queryKey: queryKeys.chats.messages(roomId) });
  await queryClient.invalidateQueries({ queryKey: queryKeys.chats.lists() });
}

/** The members who chatted about a post (the seller's choices for the other party of a trade). */
export const chatPartnersQuery = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.chats.partners(productId),
    queryFn: async ({ signal }) =>
      (await api.get<One<PublicUserDto[]>>(`/api/products/${productId}/chatPartners`, { signal })).data,
  });
