/** Price offers in a product's room (`/api/products/{id}/offers`, `/api/offers/{id}/answer`). */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessageDto, OfferAction, OfferDto, OfferResultDto, One } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useRealtimeEvent } from './realtime.ts';

/** An offer's amount and note as the sheet sends them; a retried send keeps its `client_key`. */
export interface OfferValues {
  amount: string;
  message: string;
  client_key: string;
}

/** An answer: accept or decline, or a counter with its amount and note. */
export type OfferAnswer = { action: OfferAction; amount?: string; message?: string };

/** The room's header, the post and the lists after a move: a reservation shows on both sides. */
function refreshOfferSubjects(queryClient: QueryClient, offer: Pick<OfferDto, 'room_id' | 'product_id'>) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.chats.room(offer.room_id) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.chats.lists() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(offer.product_id) });
  for (const queryKey of [
    queryKeys.products.lists(),
    queryKeys.products.mineAll(),
    queryKeys.products.purchases(),
  ])
    void queryClient.invalidateQueries({ queryKey });
}

/** After one's own move: the room's history also reloads with the new card (it arrives by socket too). */
function refreshAfterOfferMove(queryClient: QueryClient, offer: Pick<OfferDto, 'room_id' | 'product_id'>) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.chats.messages(offer.room_id) });
  refreshOfferSubjects(queryClient, offer);
}

/** A move that arrived in real time (it joins the history by itself): the room's post and lists follow. */
export function followOfferMessage(queryClient: QueryClient, message: ChatMessageDto) {
  if (message.kind === 'offer' && message.offer) refreshOfferSubjects(queryClient, message.offer.offer);
}

/**
 * A post's page follows the moves of offers on it that reach the member (theirs as buyer or
 * seller, a rival's reservation ending theirs), as the room does: the page and lists refresh; and
 * any change of the post's status or life, for every member with it open.
 */
export function usePostOfferUpdates(productId: number) {
  const queryClient = useQueryClient();
  useRealtimeEvent('message-created', ({ message }) => {
    if (message.offer?.offer.product_id === productId) followOfferMessage(queryClient, message);
  });
  // Anyone's page of the post: reserved, sold, hidden or deleted by someone else, read again.
  useRealtimeEvent('product-changed', ({ product_id }) => {
    if (product_id === productId)
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(productId) });
  });
}

/** `POST /api/products/{id}/offers`: the buyer's offer; the answer names the room it is in. */
export function useMakeOffer(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: OfferValues) =>
      (await api.post<One<OfferResultDto>>(`/api/products/${productId}/offers`, { ...values })).data,
    onSuccess: ({ offer }) => refreshAfterOfferMove(queryClient, offer),
  });
}

/** `POST /api/offers/{id}/answer`: accept, decline or counter, by the side whose turn it is. */
export function useAnswerOffer(offer: Pick<OfferDto, 'id' | 'room_id' | 'product_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: OfferAnswer) =>
      (await api.post<One<OfferResultDto>>(`/api/offers/${offer.id}/answer`, { ...answer })).data,
    // A refusal (the other side moved first, the offer ended) is shown; the card follows the server.
    onSettled: () => refreshAfterOfferMove(queryClient, offer),
  });
}
