/** Business accounts as their owner and the back office read them. */
import { BUSINESS_STATUSES } from '../enums.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int } from './envelope.ts';

/** The proof of registration: a private file, read through `GET /api/businesses/{id}/proof` only. */
const proofSchema = z.object({
  name: z.string(),
  format: z.string(),
  size: int,
  url: z.string(),
});

/** `GET /api/businesses/mine`: the member's business and where its verification stands. */
export const businessDtoSchema = z
  .object({
    id: int,
    country: z.string(),
    legal_name: z.string(),
    /** As stored (normalized: digits, and letters upper-cased). */
    registration_number: z.string(),
    representative: z.string(),
    address: z.string(),
    proof: proofSchema,
    status: z.enum(BUSINESS_STATUSES),
    /** Why the back office refused it; null unless refused. */
    refusal_reason: z.string().nullable(),
    submitted_at: dateTime,
    reviewed_at: dateTime.nullable(),
  })
  .meta({ id: 'Business' });
export type BusinessDto = z.infer<typeof businessDtoSchema>;

/** The back office's business: with its member and who reviewed it. */
export const adminBusinessDtoSchema = businessDtoSchema
  .extend({
    user: z.object({ id: int, nickname: z.string() }),
    reviewed_by: z.string().nullable(),
  })
  .meta({ id: 'AdminBusiness' });
export type AdminBusinessDto = z.infer<typeof adminBusinessDtoSchema>;

/** A tax invoice request of a completed trade, as its buyer and its seller see it. */
export const invoiceRequestDtoSchema = z
  .object({
    id: int,
    product_id: int,
    buyer_id: int,
    seller_id: int,
    country: z.string(),
    legal_name: z.string(),
    registration_number: z.string(),
    representative: z.string(),
    address: z.string(),
    email: z.string(),
    created_at: dateTime,
    updated_at: dateTime,
    /** When the seller marked the invoice issued; null until then. */
    issued_at: dateTime.nullable(),
  })
  .meta({ id: 'InvoiceRequest' });
export type InvoiceRequestDto = z.infer<typeof invoiceRequestDtoSchema>;

/** A live seat of a business, as its owner sees it. */
export const businessSeatDtoSchema = z
  .object({
    id: int,
    user: z.object({ id: int, nickname: z.string() }),
    created_at: dateTime,
  })
  .meta({ id: 'BusinessSeat' });
export type BusinessSeatDto = z.infer<typeof businessSeatDtoSchema>;

/** An invitation not yet redeemed or revoked; `expired` once its code no longer works. */
export const seatInvitationDtoSchema = z
  .object({
    id: int,
    email: z.string(),
    /** The code the email carries, for the owner to pass on by another way too. */
    code: z.string(),
    created_at: dateTime,
    expires_at: dateTime,
    expired: z.boolean(),
  })
  .meta({ id: 'SeatInvitation' });
export type SeatInvitationDto = z.infer<typeof seatInvitationDtoSchema>;

/** `GET /api/businesses/mine/seats`: the owner's seats, open invitations and how many are allowed. */
export const businessSeatsDtoSchema = z
  .object({
    seats_max: int,
    seats: z.array(businessSeatDtoSchema),
    invitations: z.array(seatInvitationDtoSchema),
  })
  .meta({ id: 'BusinessSeats' });
export type BusinessSeatsDto = z.infer<typeof businessSeatsDtoSchema>;

/** `GET /api/businessSeats/mine`: the business the member is a live seat of. */
export const mySeatDtoSchema = z
  .object({
    id: int,
    business: z.object({ id: int, legal_name: z.string(), owner_id: int, owner_nickname: z.string() }),
    created_at: dateTime,
  })
  .meta({ id: 'MySeat' });
export type MySeatDto = z.infer<typeof mySeatDtoSchema>;
