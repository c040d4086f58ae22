import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // One review per side of a completed trade: the reviewer rates the other party (the reviewee).
  // Changing the trade status back cancels it (`canceled_at`); an admin may hide an abusive one.
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('reviewer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reviewee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reviewer_role', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('good_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bad_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('canceled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('reviews_two_parties', sql`reviewer_id <> reviewee_id`)
    .addCheckConstraint('reviews_role', sql`reviewer_role in ('seller', 'buyer')`)
    .execute();
  // Once per side of a trade: a retried or racing second review hits this index.
  await sql`create unique index reviews_once_unique on reviews (product_id, reviewer_id) where canceled_at is null`.execute(
    db,
  );
  await sql`create index reviews_reviewee_idx on reviews (reviewee_id, created_at desc, id desc) where canceled_at is null`.execute(
    db,
  );
  await sql`create index reviews_reviewer_idx on reviews (reviewer_id, created_at desc, id desc) where canceled_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('review_manners')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('manner_id', 'integer', (c) => c.notNull().references('manners.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('review_manners_pk', ['review_id', 'manner_id'])
    .execute();

  // A member's standing, recomputed in the transaction of every change to their reviews.
  await db.schema
    .alterTable('users')
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('good_manner_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bad_manner_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trust_score', sql`numeric(4, 1)`, (c) => c.notNull().defaultTo(36.5))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('trust_score')
    .dropColumn('bad_manner_count')
    .dropColumn('good_manner_count')
    .dropColumn('review_count')
    .execute();
  await db.schema.dropTable('review_manners').execute();
  await db.schema.dropTable('reviews').execute();
}
