import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * One pending application per member, factory and overlapping period, kept by the database (20
 * identical applications sent at once were all taken). Overlapping pending duplicates already
 * there are withdrawn (deleted, as a member withdraws one), the first of each kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);
  await sql`delete from factory_applications later using factory_applications first
    where later.status = 'pending' and first.status = 'pending'
      and later.factory_id = first.factory_id and later.applicant_id = first.applicant_id
      and later.id > first.id
      and daterange(later.starts_on, later.ends_on, '[]') && daterange(first.starts_on, first.ends_on, '[]')`.execute(
    db,
  );
  await sql`alter table factory_applications add constraint factory_applications_one_pending
    exclude using gist (factory_id with =, applicant_id with =, daterange(starts_on, ends_on, '[]') with &&)
    where (status = 'pending')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table factory_applications drop constraint if exists factory_applications_one_pending`.execute(
    db,
  );
}
