import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Following a seller (issue 29): a like of a member carries whether the liker is told of the
 * member's new posts. Likes made before this had no such choice, so they start without alerts.
 * The partial index finds a seller's alerted followers when a post is written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table likes add column alerts boolean not null default false`.execute(db);
  await sql`create index likes_follow_alerts_idx on likes (likeable_id)
    where likeable_type = 'user' and alerts`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index likes_follow_alerts_idx`.execute(db);
  await sql`alter table likes drop column alerts`.execute(db);
}
