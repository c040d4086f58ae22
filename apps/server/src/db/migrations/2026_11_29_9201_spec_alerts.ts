import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Spec alerts (issue 28): a member's saved list filters, matched against each new or edited post
 * in one statement. `filters` is the list's filter query as saved (only its set keys); beside it
 * the search word's bigrams (a post's `search_grams` rule out most alerts with words) and the
 * ILIKE patterns of the word and the maker, made by the app as the list makes them.
 * A member is told once per post (`spec_alert_hits`), at once or in the day's digest
 * (`digest_pending`, cleared when the digest is sent; the partial index finds the day's rows).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('spec_alerts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('filters', 'jsonb', (c) => c.notNull())
    .addColumn('word_grams', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('word_pattern', 'text')
    .addColumn('manufacturer_pattern', 'text')
    .addColumn('digest', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('spec_alerts_user_idx').on('spec_alerts').column('user_id').execute();

  await db.schema
    .createTable('spec_alert_hits')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('digest_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('spec_alert_hits_pk', ['product_id', 'user_id'])
    .execute();
  await sql`create index spec_alert_hits_digest_idx on spec_alert_hits (user_id)
    where digest_pending`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('spec_alert_hits').execute();
  await db.schema.dropTable('spec_alerts').execute();
}
