import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChatRoomDto } from '@steelyard/contracts';
import { chatMessagesQuery, messagesInOrder } from '../../api/chats.ts';
import { MakeOfferButton, takesOffers } from '../../ui/make-offer-button.tsx';
import { hasLiveOffer, latestOfferMoves } from './offer-moves.ts';

/**
 * "Make an offer" in the buyer's room about a post that takes offers, while no offer of theirs
 * waits for an answer here (one live offer per buyer and post); the card then shows in the history.
 */
export function RoomOfferBar({ room }: { room: ChatRoomDto }) {
  const history = useInfiniteQuery(chatMessagesQuery(room.id));
  const { product } = room;
  // A seat answers the business's offers; buying for the business stays with its owner.
  if (room.role !== 'buyer' || room.as_seat_of || !room.can_send || !product || !takesOffers(product))
    return null;
  if (!history.data || hasLiveOffer(latestOfferMoves(messagesInOrder(history.data)))) return null;
  return (
    <div className="chat-offer-bar">
      <MakeOfferButton post={product} />
    </div>
  );
}
