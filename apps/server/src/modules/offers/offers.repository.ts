import {
  LIVE_OFFER_STATUSES,
  OFFER_LIMITS,
  type OfferEndReason,
  type OfferStatus,
} from '@steelyard/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The SQL of price offers (`offers`); their moves are chat messages (chats.messages-repository.ts). */

const expiresAt = sql<Date>`now() + make_interval(hours => ${OFFER_LIMITS.expiryHours})`;

export function findOffer(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('offers').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type OfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

export function findOfferByClientKey(db: Db, buyerId: number, clientKey: string) {
  return db
    .selectFrom('offers')
    .selectAll()
    .where('buyer_id', '=', buyerId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

/**
 * Stores a new offer awaiting the seller; undefined when the buyer already has a live offer on
 * the post (the unique index `offers_one_live`) or the same client key was used.
 */
export async function insertOffer(
  db: Db,
  values: {
    productId: number;
    buyerId: number;
    sellerId: number;
    roomId: number;
    amount: number;
    currency: string;
    clientKey?: string;
  },
) {
  const row = await db
    .insertInto('offers')
    .values({
      product_id: values.productId,
      buyer_id: values.buyerId,
      seller_id: values.sellerId,
      room_id: values.roomId,
      amount: values.amount,
      currency: values.currency,
      status: 'awaiting_seller',
      last_actor_id: values.buyerId,
      client_key: values.clientKey ?? null,
      expires_at: expiresAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row;
}

/** A move on a live offer: a counter (new amount, the other side's turn, the clock restarted) or an answer. */
export async function updateOffer(
  db: Db,
  id: number,
  values: { status: OfferStatus; actorId: number | null; amount?: number; endReason?: OfferEndReason },
) {
  return db
    .updateTable('offers')
    .set({
      status: values.status,
      ...(values.actorId !== null ? { last_actor_id: values.actorId } : {}),
      ...(values.amount !== undefined ? { amount: values.amount, expires_at: expiresAt } : {}),
      end_reason: values.endReason ?? null,
      accepted_at: values.status === 'accepted' ? sql<Date>`now()` : null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What a live or accepted offer's post and parties now say about it: how it ends, or null. */
const endingOf = sql<string | null>`case
  when o.status = 'accepted' then case
    when p.deleted_at is not null or p.status = 'open' or p.buyer_id is distinct from o.buyer_id then 'cancelled'
  end
  when p.deleted_at is not null then 'deleted'
  when p.status = 'completed' then 'sold'
  when p.status = 'trading' then 'reserved'
  when p.is_hidden then 'hidden'
  when exists (select 1 from blocks b
    where (b.blocker_id = o.buyer_id and b.blocked_id = o.seller_id)
       or (b.blocker_id = o.seller_id and b.blocked_id = o.buyer_id)) then 'blocked'
  when s.withdrawn_at is not null or s.suspended_at is not null
    or u.withdrawn_at is not null or u.suspended_at is not null then 'unavailable'
  when o.expires_at <= now() then 'expired'
end`;

/**
 * The live offers (and accepted ones) that must end now (unlocked: the service locks each and
 * checks it is unchanged): their post was reserved for
 * someone else, sold, hidden or deleted, a block or a gone member stands between the two, or
 * they expired; an accepted offer whose post was set back. `scope` narrows to one post or one
 * pair of members; without it, every offer (the job).
 */
export async function findEndingOffers(
  db: Db,
  scope: { productId?: number; members?: [number, number] } = {},
) {
  const { productId, members } = scope;
  const where = [sql`o.status in ('awaiting_seller', 'awaiting_buyer', 'accepted')`];
  if (productId !== undefined) where.push(sql`o.product_id = ${productId}`);
  if (members)
    where.push(
      sql`((o.buyer_id = ${members[0]} and o.seller_id = ${members[1]}) or (o.buyer_id = ${members[1]} and o.seller_id = ${members[0]}))`,
    );
  const { rows } = await sql<OfferRow & { ending: string }>`
    select * from (
      select o.*, ${endingOf} as ending
      from offers o
      join products p on p.id = o.product_id
      join users s on s.id = o.seller_id
      join users u on u.id = o.buyer_id
      where ${sql.join(where, sql` and `)}
    ) found
    where ending is not null
    order by id`.execute(db);
  return rows.map(({ ending, ...row }) => ({ row, ending: ending as OfferEndReason | 'expired' }));
}

/** The live offers of a post other than `exceptId`, locked: they end when the post is reserved. */
export function lockOtherLiveOffers(db: Db, productId: number, exceptId: number) {
  return db
    .selectFrom('offers')
    .selectAll()
    .where('product_id', '=', productId)
    .where('id', '<>', exceptId)
    .where('status', 'in', LIVE_OFFER_STATUSES)
    .orderBy('id')
    .forUpdate()
    .execute();
}
