import type { AdminBusinessDto, BusinessDto, InvoiceRequestDto } from '@steelyard/contracts';
import type { BusinessRow } from './businesses.repository.ts';
import type { InvoiceRequestRow } from './invoice-requests.repository.ts';

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
