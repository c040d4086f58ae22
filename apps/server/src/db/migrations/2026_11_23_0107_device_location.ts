import type { Kysely } from 'kysely';

/* Frozen in time: never import app code here. */

/**
 * The device's reported place (PATCH /api/users/updateLocation) gets its own province and city
 * columns: `users.city`/`users.county` are the activity area the member chose, which a phone
 * moving about must not overwrite.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('location_city', 'text').execute();
  await db.schema.alterTable('users').addColumn('location_county', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('location_county').execute();
  await db.schema.alterTable('users').dropColumn('location_city').execute();
}
