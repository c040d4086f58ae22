import type { InvoiceRequestInput } from '@steelyard/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The trade a tax invoice request is about: the post's parties, status and the seller's badge. */
export function findInvoiceTrade(db: Db, productId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .selectFrom('products')
    .innerJoin('users as seller', 'seller.id', 'products.user_id')
    .select([
      'products.id',
      'products.user_id',
      'products.buyer_id',
      'products.status',
      'products.title',
      'seller.business_verified',
    ])
    .where('products.id', '=', productId)
    .where('products.deleted_at', 'is', null);
  return (options.forUpdate ? query.forUpdate('products') : query).executeTakeFirst();
}
export type InvoiceTrade = NonNullable<Awaited<ReturnType<typeof findInvoiceTrade>>>;

export function findInvoiceRequest(db: Db, productId: number, buyerId: number) {
  return db
    .selectFrom('invoice_requests')
    .selectAll()
    .where('product_id', '=', productId)
    .where('buyer_id', '=', buyerId)
    .executeTakeFirst();
}
export type InvoiceRequestRow = NonNullable<Awaited<ReturnType<typeof findInvoiceRequest>>>;

/**
 * Stores the buyer's details, or edits the request of the same trade while it is not issued
 * (an issued one is returned unchanged: the caller refuses it). `created` says which.
 */
export async function upsertInvoiceRequest(
  db: Db,
  trade: { productId: number; buyerId: number; sellerId: number },
  input: InvoiceRequestInput,
) {
  const fields = {
    country: input.country,
    legal_name: input.legal_name,
    registration_number: input.registration_number,
    representative: input.representative,
    address: input.address,
    email: input.email,
  };
  return (
    db
      .insertInto('invoice_requests')
      .values({ product_id: trade.productId, buyer_id: trade.buyerId, seller_id: trade.sellerId, ...fields })
      .onConflict((oc) =>
        oc
          .constraint('invoice_requests_one_per_trade')
          .doUpdateSet({ ...fields, updated_at: sql`now()` })
          .where('invoice_requests.issued_at', 'is', null),
      )
      .returningAll()
      // xmax is 0 on a row this statement inserted, the updating transaction's id on an updated one.
      .returning(sql<boolean>`(xmax = 0)`.as('created'))
      .executeTakeFirst()
  );
}

export function setInvoiceIssued(db: Db, id: number, issued: boolean) {
  return db
    .updateTable('invoice_requests')
    .set({ issued_at: issued ? sql`coalesce(issued_at, now())` : null, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
