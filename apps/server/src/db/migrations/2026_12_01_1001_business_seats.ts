import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Company seats (issue 30): a verified business invites members by email with a code; a member
 * who redeems it becomes a seat, posts under the business and answers its chats, until the owner
 * removes them or they leave (`removed_at`, kept for the history of who wrote what).
 *
 * What must never happen twice is the database's: a member is a live seat of at most one
 * business (so of one business at most once), the owner is never a seat of their own (the seat
 * row carries the owner through a composite key to `businesses (id, user_id)`), one code is one
 * invitation, and an email has at most one live invitation per business. Posts and chat
 * messages a seat wrote keep the seat beside the business owner's `user_id` / `sender_id`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table businesses add constraint businesses_id_owner unique (id, user_id)`.execute(db);
  await sql`create table business_seats (
    id serial primary key,
    business_id integer not null,
    owner_id integer not null,
    user_id integer not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    removed_at timestamptz,
    removed_by integer references users (id) on delete set null,
    constraint business_seats_business foreign key (business_id, owner_id)
      references businesses (id, user_id) on delete cascade on update cascade,
    constraint business_seats_not_owner check (user_id <> owner_id)
  )`.execute(db);
  // One live seat per member, whatever the business: also one per business and member.
  await sql`create unique index business_seats_live_member on business_seats (user_id)
    where removed_at is null`.execute(db);
  await sql`create index business_seats_live_business on business_seats (business_id)
    where removed_at is null`.execute(db);
  await sql`create index business_seats_live_owner on business_seats (owner_id)
    where removed_at is null`.execute(db);

  await sql`create table business_seat_invitations (
    id serial primary key,
    business_id integer not null references businesses (id) on delete cascade,
    email text not null check (email = lower(email)),
    code text not null unique,
    created_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    accepted_at timestamptz,
    accepted_by integer references users (id) on delete set null,
    revoked_at timestamptz,
    constraint business_seat_invitations_one_end check (accepted_at is null or revoked_at is null),
    constraint business_seat_invitations_accepted check ((accepted_at is null) = (accepted_by is null))
  )`.execute(db);
  await sql`create unique index business_seat_invitations_live_email
    on business_seat_invitations (business_id, email)
    where accepted_at is null and revoked_at is null`.execute(db);

  await sql`alter table products add column seat_user_id integer references users (id) on delete set null`.execute(
    db,
  );
  await sql`alter table chat_messages add column seat_user_id integer references users (id) on delete set null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table chat_messages drop column if exists seat_user_id`.execute(db);
  await sql`alter table products drop column if exists seat_user_id`.execute(db);
  await sql`drop table if exists business_seat_invitations`.execute(db);
  await sql`drop table if exists business_seats`.execute(db);
  await sql`alter table businesses drop constraint if exists businesses_id_owner`.execute(db);
}
