import type { OfferDto, OfferEndReason, OfferStatus } from '@steelyard/contracts';
import type { OfferRow } from './offers.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** An offer as it stands, as the routes answer it (a room's card reads it through `toOfferDto` of chats). */
export const toOfferRowDto = (row: OfferRow): OfferDto => ({
  id: row.id,
  product_id: row.product_id,
  room_id: row.room_id,
  buyer_id: row.buyer_id,
  seller_id: row.seller_id,
  amount: row.amount,
  currency: row.currency,
  status: row.status as OfferStatus,
  end_reason: row.end_reason as OfferEndReason | null,
  last_actor_id: row.last_actor_id,
  expires_at: iso(row.expires_at),
  created_at: iso(row.created_at),
});
