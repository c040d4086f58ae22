import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Private files move out of the database into the file storage (the disk, or the bucket shared by
 * every instance), under `private/…`: a new file's row keeps its key instead of its bytes. Files
 * stored before keep their bytes here and are served from them; each row has one or the other.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table service_files add column storage_key text`.execute(db);
  await sql`alter table service_files alter column content drop not null`.execute(db);
  await sql`alter table service_files add constraint service_files_bytes_or_key
    check ((content is null) <> (storage_key is null))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table service_files drop constraint if exists service_files_bytes_or_key`.execute(db);
  await sql`delete from service_files where content is null`.execute(db);
  await sql`alter table service_files alter column content set not null`.execute(db);
  await sql`alter table service_files drop column storage_key`.execute(db);
}
