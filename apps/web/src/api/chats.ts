/** Chat rooms and messages (`/api/chats`), and what real-time events change in them. */
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  ChatMessageDto,
  ChatRoomDto,
  ChatSubjectInput,
  ChatInbox,
  ChatTab,
  CursorPaged,
  One,
  PublicUserDto,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { isApiError } from './errors.ts';
import { followOfferMessage } from './offers.ts';
import { queryKeys } from './query-keys.ts';
import { useRealtimeEvent } from './realtime.ts';

/** `GET /api/chats?tab=`: newest activity first, keyset pages. */
export const chatListQuery = (tab: ChatTab, productId?: number, inbox: ChatInbox = 'own') =>
  infiniteQueryOptions({
    queryKey: queryKeys.chats.list(tab, productId, inbox),
    queryFn: ({ pageParam, signal }) =>
      api.get<CursorPaged<ChatRoomDto>>('/api/chats', {
        query: {
          tab,
          product_id: productId,
          ...(inbox === 'business' ? { inbox } : {}),
          cursor: pageParam || undefined,
          per_page: 20,
        },
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
export function appendMessage(queryClient: QueryClient, roomId: number, message: ChatMessageDto): void {
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

/** The room lists and the profile's unread badge change when messages are read, sent or arrive. */
function refreshLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.chats.lists() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.session.user() });
}

/** `POST /api/chats`: opens (or finds) the member's room about a post, a request or a freelancer. */
export function useOpenChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subject: ChatSubjectInput) =>
      (await api.post<One<ChatRoomDto>>('/api/chats', subject)).data,
    onSuccess: (room) => {
      queryClient.setQueryData(queryKeys.chats.room(room.id), room);
      void queryClient.invalidateQueries({ queryKey: queryKeys.chats.lists() });
    },
  });
}

/** A message to send; a retried send carries the same `client_key`, so it is one message. */
export interface OutgoingMessage {
  body?: string;
  image_id?: number;
  client_key: string;
}

/**
 * `POST /api/chats/{id}/messages`: the message joins the history at once; a refusal (403: the
 * other side left, the post was deleted) reloads the room, whose notice says why.
 */
export function useSendMessage(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: OutgoingMessage) =>
      (
        await api.post<One<ChatMessageDto>>(
          `/api/chats/${roomId}/messages`,
          { ...message },
          { loading: false },
        )
      ).data,
    onSuccess: (message) => {
      appendMessage(queryClient, roomId, message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.chats.lists() });
    },
    onError: (error) => {
      if (isApiError(error, 403))
        void queryClient.invalidateQueries({ queryKey: queryKeys.chats.room(roomId) });
    },
  });
}

/** `POST /api/chats/{id}/read`: the room's unread count and the badges go to zero. */
export function useMarkChatRead(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<One<ChatRoomDto>>(`/api/chats/${roomId}/read`, undefined, { loading: false })).data,
    onSuccess: (room) => {
      queryClient.setQueryData(queryKeys.chats.room(roomId), room);
      refreshLists(queryClient);
    },
  });
}

/** `PATCH /api/chats/{id}` (`notify`): the room's notification switch. */
export function useSetChatNotify(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notify: boolean) =>
      (await api.patch<One<ChatRoomDto>>(`/api/chats/${roomId}`, { notify: notify ? 1 : 0 })).data,
    onSuccess: (room) => queryClient.setQueryData(queryKeys.chats.room(roomId), room),
  });
}

/** `POST /api/chats/{id}/leave`: the room goes from the cache and the lists. */
export function useLeaveChat(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/chats/${roomId}/leave`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.chats.room(roomId) });
      queryClient.removeQueries({ queryKey: queryKeys.chats.messages(roomId) });
      refreshLists(queryClient);
    },
  });
}

/**
 * An open room follows the server: a message arriving joins the history (and is read at once
 * when it is the other side's); the other side leaving reloads the room, which can no longer send;
 * an offer's move refreshes the offer's room and post (a reservation shows on both sides).
 */
export function useRoomUpdates(roomId: number, meId: number | undefined, markRead: () => void) {
  const queryClient = useQueryClient();
  useRealtimeEvent('message-created', ({ room_id, message }) => {
    if (room_id !== roomId) return;
    appendMessage(queryClient, roomId, message);
    followOfferMessage(queryClient, message);
    if (message.kind === 'left')
      void queryClient.invalidateQueries({ queryKey: queryKeys.chats.room(roomId) });
    else if (message.sender_id !== meId) markRead();
  });
}

/** The room lists follow the server: a new message anywhere moves its room up and changes the counts. */
export function useRoomListUpdates() {
  const queryClient = useQueryClient();
  useRealtimeEvent('message-created', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.chats.lists() });
  });
}

/** The members who chatted about a post (the seller's choices for the other party of a trade). */
export const chatPartnersQuery = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.chats.partners(productId),
    queryFn: async ({ signal }) =>
      (await api.get<One<PublicUserDto[]>>(`/api/products/${productId}/chatPartners`, { signal })).data,
  });
