/** Business accounts (`/api/businesses`) and their verification in the back office (`/api/admin/businesses`). */
import { businessNumberMessage, checkBusinessNumber } from '../business-numbers.ts';
import { COUNTRY_CODE } from '../countries.ts';
import { BUSINESS_STATUSES } from '../enums.ts';
import { BUSINESS_LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { uploadedFileSchema } from './images.ts';
import { blankToUndefined, emailField, flagSchema, pageQuerySchema, textField } from './common.ts';

const required = (max: number, message: string) => textField(max, { error: message }).min(1, message);

const businessShape = {
  country: textField(2, { error: 'business.country_invalid' })
    .toUpperCase()
    .regex(COUNTRY_CODE, 'business.country_invalid'),
  legal_name: required(BUSINESS_LIMITS.legalNameMax, 'business.legal_name_required'),
  registration_number: textField(40, { error: 'business.number_format' }),
  representative: required(BUSINESS_LIMITS.representativeMax, 'business.representative_required'),
  address: required(BUSINESS_LIMITS.addressMax, 'business.address_required'),
};

/** The number checked by the country's rule, kept as stored (normalized); the message on its field. */
const withCheckedNumber = <T extends { country: string; registration_number: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  const check = checkBusinessNumber(value.country, value.registration_number);
  if (check.ok) return { ...value, registration_number: check.number };
  ctx.addIssue({
    code: 'custom',
    path: ['registration_number'],
    message: businessNumberMessage(value.country, check.reason),
  });
  return z.NEVER;
};

/**
 * `POST /api/businesses/mine` (multipart): the member's one business, registered or edited. The
 * proof (`proof`, a PDF or photo) is required the first time and replaces the old one when sent.
 */
export const businessInputSchema = z
  .object({
    ...businessShape,
    proof: z.preprocess(
      blankToUndefined,
      z.object(uploadedFileSchema.shape, { error: 'business.proof_invalid' }).optional(),
    ),
  })
  .transform(withCheckedNumber);
export type BusinessInput = z.infer<typeof businessInputSchema>;

/** The same rules for the web's form, where the proof is the browser's `File` (checked by the server). */
export const businessFormSchema = z
  .object({ ...businessShape, proof: z.any().optional() })
  .transform(withCheckedNumber);

/** `GET /api/admin/businesses`: the queue (pending, oldest first) or another state. */
export const adminBusinessesQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(BUSINESS_STATUSES).default('pending')),
});
export type AdminBusinessesQuery = z.infer<typeof adminBusinessesQuerySchema>;

/** `POST /api/admin/businesses/{id}/refuse`: the reason the member reads. */
export const businessRefusalSchema = z.object({
  reason: required(BUSINESS_LIMITS.refusalMax, 'business.refusal_required'),
});
export type BusinessRefusalInput = z.infer<typeof businessRefusalSchema>;

/**
 * `POST /api/products/{id}/invoiceRequest`: the buyer's business details for the seller's tax
 * invoice, the number checked by its country's rule as a business's is; a second send edits the
 * request until the seller marks it issued.
 */
export const invoiceRequestInputSchema = z
  .object({ ...businessShape, email: emailField })
  .transform(withCheckedNumber);
export type InvoiceRequestInput = z.infer<typeof invoiceRequestInputSchema>;

/** `PATCH /api/products/{id}/invoiceRequest`: the seller marks the invoice issued (or not yet). */
export const invoiceIssuedSchema = z.object({ issued: flagSchema });
export type InvoiceIssuedInput = z.infer<typeof invoiceIssuedSchema>;

/** `POST /api/businesses/mine/seatInvitations`: the email of the member invited as a seat. */
export const seatInvitationInputSchema = z.object({ email: emailField });
export type SeatInvitationInput = z.infer<typeof seatInvitationInputSchema>;

/**
 * `POST /api/businessSeats/redeem`: the invitation's code, as the email gives it or as typed
 * (spaces and dashes dropped, case ignored).
 */
export const seatRedeemSchema = z.object({
  code: textField(40, { error: 'business.seat_code_invalid' })
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .length(BUSINESS_LIMITS.seatCodeLength, 'business.seat_code_invalid')
        .regex(/^[A-Z0-9]+$/, 'business.seat_code_invalid'),
    ),
});
export type SeatRedeemInput = z.infer<typeof seatRedeemSchema>;
