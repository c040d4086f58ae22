import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * A chat room has one subject: a product (as before), a service request (drawing request or
 * production notice) or a freelancer profile. The owner's side stays `seller_id` (the seller, the
 * requester, the freelancer) and the member who asks stays `buyer_id`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('chat_rooms')
    .alterColumn('product_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('chat_rooms')
    .addColumn('service_request_id', 'integer', (c) =>
      c.references('service_requests.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .alterTable('chat_rooms')
    .addColumn('freelancer_id', 'integer', (c) => c.references('freelancers.id').onDelete('cascade'))
    .execute();
  await sql`alter table chat_rooms add constraint chat_rooms_one_subject
    check (num_nonnulls(product_id, service_request_id, freelancer_id) = 1)`.execute(db);
  // One open room per asker and subject, as chat_rooms_open_unique does for products: a retried
  // "open chat" finds it. They also serve the cascades from a request or a profile.
  await sql`create unique index chat_rooms_request_open_unique on chat_rooms (service_request_id, buyer_id)
    where closed_at is null`.execute(db);
  await sql`create unique index chat_rooms_freelancer_open_unique on chat_rooms (freelancer_id, buyer_id)
    where closed_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from chat_rooms where product_id is null`.execute(db);
  await sql`drop index if exists chat_rooms_freelancer_open_unique`.execute(db);
  await sql`drop index if exists chat_rooms_request_open_unique`.execute(db);
  await sql`alter table chat_rooms drop constraint if exists chat_rooms_one_subject`.execute(db);
  await db.schema.alterTable('chat_rooms').dropColumn('freelancer_id').execute();
  await db.schema.alterTable('chat_rooms').dropColumn('service_request_id').execute();
  await db.schema
    .alterTable('chat_rooms')
    .alterColumn('product_id', (c) => c.setNotNull())
    .execute();
}
