import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Serial numbers checked (issue 28): a post's maker and serial number, normalised into one key
 * (`maker|SERIAL`), so that the same machine on several live posts is found by one index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table products add column serial_key text`.execute(db);
  await sql`create index products_serial_key_idx on products (serial_key)
    where serial_key is not null and deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index products_serial_key_idx`.execute(db);
  await sql`alter table products drop column serial_key`.execute(db);
}
