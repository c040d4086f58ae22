import { LIVE_OFFER_STATUSES, type OfferAnswerInput } from '@steelyard/contracts';
import type { OfferRow } from './offers.repository.ts';

/** Who may do what with an offer. */

export const isPartyOf = (offer: OfferRow, userId: number) =>
  offer.buyer_id === userId || offer.seller_id === userId;

export const isLive = (offer: OfferRow) => (LIVE_OFFER_STATUSES as readonly string[]).includes(offer.status);

/** Whose move it is: the seller answers an offer, the buyer answers the seller's counter. */
export const turnOf = (offer: OfferRow): 'seller' | 'buyer' =>
  offer.status === 'awaiting_buyer' ? 'buyer' : 'seller';

/** A retried answer: the member's last move already made the offer what the answer asks. */
export function isRepeatedAnswer(offer: OfferRow, userId: number, input: OfferAnswerInput): boolean {
  if (offer.last_actor_id !== userId) return false;
  if (input.action === 'accept') return offer.status === 'accepted';
  if (input.action === 'decline') return offer.status === 'declined';
  const waitsForOther = offer.status === (offer.buyer_id === userId ? 'awaiting_seller' : 'awaiting_buyer');
  const countered = new Date(offer.updated_at).getTime() !== new Date(offer.created_at).getTime();
  return waitsForOther && countered && offer.amount === input.amount;
}
