import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  // The purchase history is keyset-paged newest post first, on (created_at, id), in two branches:
  // the posts a completed trade named the member the buyer of, and the member's own wanted posts.
  // The buyer index was ordered by updated_at for the page-paged list this replaces.
  await sql`drop index if exists products_buyer_idx`.execute(db);
  await sql`create index products_buyer_latest_idx on products (buyer_id, created_at desc, id desc)
    where buyer_id is not null and deleted_at is null`.execute(db);
  await sql`create index products_wanted_author_idx on products (user_id, created_at desc, id desc)
    where type = 'wanted' and deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists products_wanted_author_idx`.execute(db);
  await sql`drop index if exists products_buyer_latest_idx`.execute(db);
  await sql`create index products_buyer_idx on products (buyer_id, updated_at desc) where buyer_id is not null`.execute(
    db,
  );
}
