import type {
  AdminBusinessDto,
  BusinessDto,
  BusinessSeatDto,
  InvoiceRequestDto,
  MySeatDto,
  SeatInvitationDto,
} from '@steelyard/contracts';
import type { BusinessRow } from './businesses.repository.ts';
import type { InvoiceRequestRow } from './invoice-requests.repository.ts';
import type { InvitationRow, LiveSeatRow, SeatRow } from './seats.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The member's business as its owner reads it; the proof only through its checked route. */
export function toBusinessDto(row: BusinessRow): BusinessDto {
  return {
    id: row.id,
    country: row.country,
    legal_name: row.legal_name,
    registration_number: row.registration_number,
    representative: row.representative,
    address: row.address,
    proof: {
      name: row.proof_name,
      format: row.proof_format,
      size: row.proof_size,
      url: `/api/businesses/${row.id}/proof`,
    },
    status: row.status as BusinessDto['status'],
    refusal_reason: row.refusal_reason,
    submitted_at: iso(row.submitted_at),
    reviewed_at: row.reviewed_at ? iso(row.reviewed_at) : null,
  };
}

export function toAdminBusinessDto(row: BusinessRow): AdminBusinessDto {
  return {
    ...toBusinessDto(row),
    user: { id: row.user_id, nickname: row.user_nickname },
    reviewed_by: row.reviewed_by,
  };
}

/** A tax invoice request as its buyer and seller read it. */
export function toInvoiceRequestDto(row: InvoiceRequestRow): InvoiceRequestDto {
  return {
    id: row.id,
    product_id: row.product_id,
    buyer_id: row.buyer_id,
    seller_id: row.seller_id,
    country: row.country,
    legal_name: row.legal_name,
    registration_number: row.registration_number,
    representative: row.representative,
    address: row.address,
    email: row.email,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    issued_at: row.issued_at ? iso(row.issued_at) : null,
  };
}

/** A live seat as the owner lists it. */
export function toBusinessSeatDto(row: SeatRow): BusinessSeatDto {
  return { id: row.id, user: { id: row.user_id, nickname: row.nickname }, created_at: iso(row.created_at) };
}

export function toSeatInvitationDto(row: InvitationRow, now: Date): SeatInvitationDto {
  return {
    id: row.id,
    email: row.email,
    code: row.code,
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    expired: new Date(row.expires_at) <= now,
  };
}

/** The business the member holds a seat of. */
export function toMySeatDto(row: LiveSeatRow): MySeatDto {
  return {
    id: row.id,
    business: {
      id: row.business_id,
      legal_name: row.legal_name,
      owner_id: row.owner_id,
      owner_nickname: row.owner_nickname,
    },
    created_at: iso(row.created_at),
  };
}
