import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Search by distance on the services' lists (issue 29): a drawing request's or production
 * notice's place of work and a freelancer's base get a pin and its name, as factories have, and
 * each list a B-tree on (lat, lon) of the pins it shows (the bounding box's index conditions).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['service_requests', 'freelancers']) {
    await db.schema
      .alterTable(table)
      .addColumn('place_name', 'text')
      .addColumn('lat', 'double precision')
      .addColumn('lon', 'double precision')
      .execute();
    // A pin is both coordinates or none.
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_pin_whole`)}
      check ((lat is null) = (lon is null))`.execute(db);
    await sql`create index ${sql.id(`${table}_place_idx`)} on ${sql.table(table)} (lat, lon)
      where hidden_at is null and lat is not null and lon is not null`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['freelancers', 'service_requests']) {
    await sql`drop index ${sql.id(`${table}_place_idx`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_pin_whole`)}`.execute(db);
    await db.schema.alterTable(table).dropColumn('place_name').dropColumn('lat').dropColumn('lon').execute();
  }
}
