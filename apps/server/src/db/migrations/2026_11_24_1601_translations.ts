import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  // Each text is translated into each language once, whoever asks: a post's title read by a
  // hundred German members costs one call. The key is the text's SHA-256, not the text itself.
  await db.schema
    .createTable('translations')
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('target_language', 'text', (c) => c.notNull())
    // What the translator detected the text to be written in.
    .addColumn('source_language', 'text', (c) => c.notNull())
    .addColumn('translated', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('translations_pkey', ['text_hash', 'target_language'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('translations').execute();
}
