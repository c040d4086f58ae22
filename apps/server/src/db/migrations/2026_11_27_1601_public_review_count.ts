import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * The reviews others may read of a member: counting ones (neither cancelled nor hidden) with at
 * least one good tag. `review_count` keeps every counting review, which only the member sees; a
 * review with bad tags only must not show up as '1 review' on anyone else's screen (spec §6).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('public_review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update users set public_review_count = counted.n
    from (select reviewee_id, count(*)::int as n from reviews
          where canceled_at is null and hidden_at is null and good_count > 0
          group by reviewee_id) as counted
    where counted.reviewee_id = users.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('public_review_count').execute();
}
