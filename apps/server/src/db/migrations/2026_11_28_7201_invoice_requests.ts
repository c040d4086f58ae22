import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Tax invoice requests (issue 30): the buyer of a completed trade with a verified business asks
 * for a tax invoice with their own business details; the seller marks it issued. One request per
 * trade (post and buyer): a second send edits it until it is issued.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table invoice_requests (
    id serial primary key,
    product_id integer not null references products (id) on delete cascade,
    buyer_id integer not null references users (id) on delete cascade,
    seller_id integer not null references users (id) on delete cascade,
    country text not null,
    legal_name text not null,
    registration_number text not null,
    representative text not null,
    address text not null,
    email text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    issued_at timestamptz,
    constraint invoice_requests_one_per_trade unique (product_id, buyer_id)
  )`.execute(db);
  await sql`create index invoice_requests_seller_idx on invoice_requests (seller_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table invoice_requests`.execute(db);
}
