import type { InvoiceIssuedInput, InvoiceRequestInput } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { notifyMember, type Notifier } from '../alarms/alarms.service.ts';
import { findUserById } from '../users/users.repository.ts';
import {
  findInvoiceRequest,
  findInvoiceTrade,
  setInvoiceIssued,
  upsertInvoiceRequest,
  type InvoiceTrade,
} from './invoice-requests.repository.ts';

/** The trade's parties only: anyone else gets the 404 of a post without such a trade. */
function requireParty(trade: InvoiceTrade | undefined, userId: number, side: 'buyer' | 'seller' | 'either') {
  const isBuyer = trade?.buyer_id === userId;
  const isSeller = trade?.user_id === userId && trade.buyer_id !== null;
  const allowed = side === 'buyer' ? isBuyer : side === 'seller' ? isSeller : isBuyer || isSeller;
  if (!trade || !allowed) throw notFound();
  return trade as InvoiceTrade & { buyer_id: number };
}

/**
 * The buyer of a completed trade with a verified business asks for a tax invoice with their own
 * business details (issue 30), or edits the request until the seller marks it issued. 404 for
 * anyone but the buyer; 409 before completion, for a private seller, or once issued. A new
 * request alarms the seller (the `business` alarm, opening the request).
 */
export async function requestInvoice(
  deps: { db: Db; notifier: Notifier },
  productId: number,
  userId: number,
  input: InvoiceRequestInput,
) {
  const { row, title } = await deps.db.transaction().execute(async (trx) => {
    const trade = requireParty(await findInvoiceTrade(trx, productId, { forUpdate: true }), userId, 'buyer');
    if (trade.status !== 'completed') throw new AppError(409, 'invoice.not_completed');
    if (!trade.business_verified) throw new AppError(409, 'invoice.not_business');
    const row = await upsertInvoiceRequest(
      trx,
      { productId, buyerId: trade.buyer_id, sellerId: trade.user_id },
      input,
    );
    if (!row) throw new AppError(409, 'invoice.already_issued');
    return { row, title: trade.title };
  });
  if (row.created) {
    const buyer = await findUserById(deps.db, userId);
    await notifyMember(deps.notifier, {
      userId: row.seller_id,
      kind: 'business',
      actorId: userId,
      targetId: productId,
      params: {
        outcome: 'invoice_requested',
        nickname: buyer?.nickname ?? '',
        title,
        link: `/products/${productId}/invoice`,
      },
    });
  }
  return row;
}

/** The request of the post's trade, for its buyer and its seller (null when none was made). */
export async function showInvoiceRequest(db: Db, productId: number, userId: number) {
  const trade = requireParty(await findInvoiceTrade(db, productId), userId, 'either');
  return (await findInvoiceRequest(db, productId, trade.buyer_id)) ?? null;
}

/** The seller marks the invoice issued, or takes the mark back; 404 for anyone else or no request. */
export async function markInvoiceIssued(
  db: Db,
  productId: number,
  userId: number,
  input: InvoiceIssuedInput,
) {
  return db.transaction().execute(async (trx) => {
    const trade = requireParty(await findInvoiceTrade(trx, productId, { forUpdate: true }), userId, 'seller');
    const request = await findInvoiceRequest(trx, productId, trade.buyer_id);
    if (!request) throw notFound();
    return setInvoiceIssued(trx, request.id, input.issued);
  });
}
