import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Place names in the interface languages beside each place's own (`name`, in its country's
 * language): `{"en": "Seoul", "ja": "ソウル特別市", …}`, filled by the reference seed. A place an
 * admin adds has none, and shows its own name in every language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['cities', 'counties'])
    await sql`alter table ${sql.table(table)} add column names jsonb not null default '{}'::jsonb`.execute(
      db,
    );
}
