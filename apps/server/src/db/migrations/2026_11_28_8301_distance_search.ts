import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Search by distance (issue 29): a B-tree on (lat, lon) of the pins a list shows. A 'within N km'
 * query asks for the bounding box of its circle (a latitude range and a longitude range, both
 * index conditions here) and refines the few rows inside it by the haversine distance. No
 * extension: PGlite and PostgreSQL run the same plan. Partial as the lists' own predicates.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index products_visible_place_idx on products (lat, lon)
    where deleted_at is null and is_hidden = false and lat is not null and lon is not null`.execute(db);
  await sql`create index factories_place_idx on factories (lat, lon)
    where hidden_at is null and lat is not null and lon is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index factories_place_idx`.execute(db);
  await sql`drop index products_visible_place_idx`.execute(db);
}
