/** Price offers as a room's offer card shows them. */
import { OFFER_END_REASONS, OFFER_EVENTS, OFFER_STATUSES } from '../schemas/offers.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int } from './envelope.ts';

/** An offer as it stands now: the amount on the table, whose turn it is, until when. */
export const offerDtoSchema = z
  .object({
    id: int,
    product_id: int,
    room_id: int,
    buyer_id: int,
    seller_id: int,
    amount: z.number(),
    currency: z.string(),
    status: z.enum(OFFER_STATUSES),
    end_reason: z.enum(OFFER_END_REASONS).nullable(),
    /** The member who made the last move (the offer, a counter, the answer). */
    last_actor_id: int,
    expires_at: dateTime,
    created_at: dateTime,
  })
  .meta({ id: 'Offer' });
export type OfferDto = z.infer<typeof offerDtoSchema>;

/** The move a chat message records, with the amount then on the table, and the offer now. */
export const chatOfferDtoSchema = z
  .object({
    event: z.enum(OFFER_EVENTS),
    amount: z.number(),
    offer: offerDtoSchema,
  })
  .meta({ id: 'ChatOffer' });
export type ChatOfferDto = z.infer<typeof chatOfferDtoSchema>;

/** `POST /api/products/{id}/offers` and `/api/offers/{id}/answer`: the offer and its room. */
export const offerResultDtoSchema = z
  .object({ offer: offerDtoSchema, room_id: int })
  .meta({ id: 'OfferResult' });
export type OfferResultDto = z.infer<typeof offerResultDtoSchema>;
