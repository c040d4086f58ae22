import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

const TABLES = ['notices', 'faqs', 'events'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // One shape for the three kinds the back office writes: a title and an HTML body per language.
  await sql`alter table faqs rename column question to title`.execute(db);
  await sql`alter table faqs rename column answer to content`.execute(db);
  for (const table of TABLES) {
    let alter = db.schema
      .alterTable(table)
      // Rows written before the back office existed (the seed) stay published.
      .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
      // null: every language (each reads its text, Korean as the fallback); else only that language's members.
      .addColumn('language', 'text');
    if (table !== 'notices')
      alter = alter.addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
    await alter.execute();
    await db.schema
      .alterTable(table)
      .alterColumn('published', (c) => c.setDefault(false))
      .execute();
  }
  await sql`drop index if exists notices_latest_idx`.execute(db);
  await sql`create index notices_public_idx on notices (pinned desc, created_at desc, id desc) where published`.execute(
    db,
  );
  await sql`create index faqs_public_idx on faqs (pinned desc, position, id) where published`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists faqs_public_idx`.execute(db);
  await sql`drop index if exists notices_public_idx`.execute(db);
  await sql`create index notices_latest_idx on notices (created_at desc, id desc)`.execute(db);
  for (const table of TABLES) {
    let alter = db.schema
      .alterTable(table)
      .dropColumn('published')
      .dropColumn('pinned')
      .dropColumn('language');
    if (table !== 'notices') alter = alter.dropColumn('updated_at');
    await alter.execute();
  }
  await sql`alter table faqs rename column content to answer`.execute(db);
  await sql`alter table faqs rename column title to question`.execute(db);
}
