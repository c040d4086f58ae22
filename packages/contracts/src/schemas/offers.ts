import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { blankToUndefined, intField, textField } from './common.ts';

/**
 * Price offers in chat (issue 29; docs/decisions.md, 'Offers'). An offer waits for the seller
 * (`awaiting_seller`) or, after the seller's counter, for the buyer (`awaiting_buyer`); either
 * side whose turn it is accepts, declines or counters. It ends by the 48 h expiry, or when the
 * post is reserved for someone else, sold, hidden or deleted, or a block stands between the two.
 */
export const OFFER_STATUSES = [
  'awaiting_seller',
  'awaiting_buyer',
  'accepted',
  'declined',
  'expired',
  'ended',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const LIVE_OFFER_STATUSES = [
  'awaiting_seller',
  'awaiting_buyer',
] as const satisfies readonly OfferStatus[];

/** Why an offer ended without an answer ('cancelled': the seller set the reserved post back). */
export const OFFER_END_REASONS = [
  'reserved',
  'sold',
  'hidden',
  'deleted',
  'blocked',
  'cancelled',
  'unavailable',
] as const;
export type OfferEndReason = (typeof OFFER_END_REASONS)[number];

/** The moves a room's offer card shows, one message each. */
export const OFFER_EVENTS = ['made', 'countered', 'accepted', 'declined', 'expired', 'ended'] as const;
export type OfferEvent = (typeof OFFER_EVENTS)[number];

export const OFFER_ACTIONS = ['accept', 'decline', 'counter'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

export const OFFER_LIMITS = {
  /** An offer or counter waits this long for an answer; each move restarts the clock. */
  expiryHours: 48,
  messageMax: 300,
} as const;

const amountField = intField(1, LIMITS.priceMax);
const offerMessage = z.preprocess(blankToUndefined, textField(OFFER_LIMITS.messageMax).optional());

/**
 * `POST /api/products/{id}/offers`: the buyer's offer, in the post's currency, with an optional
 * message. `client_key` makes a retried send the same offer.
 */
export const offerInputSchema = z.object({
  amount: amountField,
  message: offerMessage,
  client_key: z.preprocess(blankToUndefined, textField(64).min(1).optional()),
});
export type OfferInput = z.infer<typeof offerInputSchema>;

/** `POST /api/offers/{id}/answer`: accept, decline, or counter with a new amount. */
export const offerAnswerSchema = z
  .object({
    action: z.enum(OFFER_ACTIONS),
    amount: z.preprocess(blankToUndefined, amountField.optional()),
    message: offerMessage,
  })
  .refine((v) => v.action !== 'counter' || v.amount !== undefined, {
    message: 'offer.amount_required',
    path: ['amount'],
  });
export type OfferAnswerInput = z.infer<typeof offerAnswerSchema>;
