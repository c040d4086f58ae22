import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Price offers in chat (issue 29). An offer lives in the buyer's room about a sale post; its moves
 * are chat messages that point at it (`chat_messages.offer_id`, the move and the amount then on
 * the table). The database keeps one live offer per buyer and post, and one accepted offer per
 * post. A post gains the seller's minimum offer and the price agreed by an accepted offer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table offers (
    id serial primary key,
    product_id integer not null references products (id),
    buyer_id integer not null references users (id),
    seller_id integer not null references users (id),
    room_id integer not null references chat_rooms (id),
    amount bigint not null check (amount > 0),
    currency text not null,
    status text not null check (status in ('awaiting_seller', 'awaiting_buyer', 'accepted', 'declined', 'expired', 'ended')),
    end_reason text check (end_reason in ('reserved', 'sold', 'hidden', 'deleted', 'blocked', 'cancelled', 'unavailable')),
    last_actor_id integer not null references users (id),
    client_key text,
    expires_at timestamptz not null,
    accepted_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (buyer_id <> seller_id),
    check ((status = 'ended') = (end_reason is not null))
  )`.execute(db);
  await sql`create unique index offers_one_live on offers (product_id, buyer_id)
    where status in ('awaiting_seller', 'awaiting_buyer')`.execute(db);
  await sql`create unique index offers_one_accepted on offers (product_id) where status = 'accepted'`.execute(
    db,
  );
  await sql`create unique index offers_client_key on offers (buyer_id, client_key) where client_key is not null`.execute(
    db,
  );
  await sql`create index offers_live_expiry on offers (expires_at)
    where status in ('awaiting_seller', 'awaiting_buyer')`.execute(db);
  await sql`create index offers_created_idx on offers (created_at)`.execute(db);
  await sql`create index offers_accepted_idx on offers (accepted_at) where accepted_at is not null`.execute(
    db,
  );

  await sql`alter table chat_messages
    add column offer_id integer references offers (id),
    add column offer_event text check (offer_event in ('made', 'countered', 'accepted', 'declined', 'expired', 'ended')),
    add column offer_amount bigint`.execute(db);
  await sql`create index chat_messages_offer_idx on chat_messages (offer_id) where offer_id is not null`.execute(
    db,
  );

  await sql`alter table products
    add column min_offer bigint check (min_offer > 0),
    add column deal_price bigint check (deal_price >= 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table products drop column min_offer, drop column deal_price`.execute(db);
  await sql`alter table chat_messages drop column offer_id, drop column offer_event, drop column offer_amount`.execute(
    db,
  );
  await sql`drop table offers`.execute(db);
}
