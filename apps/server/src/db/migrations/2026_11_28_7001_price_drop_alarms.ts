import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Price-drop alerts (issue 29): a member who liked a post is told when its seller lowers the
 * price, at most once per post and day (UTC). The row of a (post, member, day) is written with the
 * alarm; a second drop that day finds it and raises nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table price_drop_alarms (
    product_id integer not null references products (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    day date not null,
    primary key (product_id, user_id, day)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table price_drop_alarms`.execute(db);
}
