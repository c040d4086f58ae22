import { LIVE_OFFER_STATUSES } from '@contracts/schemas/offers.ts';
import type { ChatMessageDto, ChatOfferDto, OfferDto } from '@steelyard/contracts';

export type OfferMessage = ChatMessageDto & { offer: ChatOfferDto };

export const isOfferMessage = (message: ChatMessageDto): message is OfferMessage =>
  message.kind === 'offer' && message.offer !== null;

/**
 * Each offer's latest card among the loaded messages (oldest first), by offer id: the one that says
 * how the offer stands and carries the answers. A move arriving in real time is the newest card,
 * so the older cards of the same offer lose their buttons at once.
 */
export function latestOfferMoves(messages: ChatMessageDto[]): Map<number, OfferMessage> {
  const latest = new Map<number, OfferMessage>();
  for (const message of messages) if (isOfferMessage(message)) latest.set(message.offer.offer.id, message);
  return latest;
}

/** Whether one of these offers still waits for an answer (a buyer has one live offer per post). */
export const hasLiveOffer = (latest: Map<number, OfferMessage>) =>
  [...latest.values()].some((message) =>
    (LIVE_OFFER_STATUSES as readonly OfferDto['status'][]).includes(message.offer.offer.status),
  );
