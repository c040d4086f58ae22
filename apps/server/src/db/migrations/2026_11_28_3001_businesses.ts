import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Business accounts (issue 30): one per member, with its registration number (checked by its
 * country's rule before it is stored) and a private proof document, waiting for the back office,
 * verified or refused with a reason. `users.business_verified` is what every card, page and room
 * shows and what the product list filters on, kept in the same transaction as the status.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table businesses (
    id serial primary key,
    user_id integer not null unique references users (id) on delete cascade,
    country text not null check (country ~ '^[A-Z]{2}$'),
    legal_name text not null,
    registration_number text not null,
    representative text not null,
    address text not null,
    proof_key text not null,
    proof_format text not null,
    proof_name text not null,
    proof_size integer not null,
    status text not null default 'pending' check (status in ('pending', 'verified', 'refused')),
    refusal_reason text,
    submitted_at timestamptz not null default now(),
    reviewed_at timestamptz,
    reviewed_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint businesses_refusal_reason check ((status = 'refused') = (refusal_reason is not null))
  )`.execute(db);
  // The back office's queue: one state, oldest submission first.
  await sql`create index businesses_status_submitted_idx on businesses (status, submitted_at, id)`.execute(
    db,
  );
  await sql`alter table users add column business_verified boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column if exists business_verified`.execute(db);
  await sql`drop table if exists businesses`.execute(db);
}
