import type { Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  // A factory's place on the map: the pin and the geocoder's name for it, as a product's.
  await db.schema
    .alterTable('factories')
    .addColumn('place_name', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lon', 'double precision')
    .execute();

  // Photos of a factory and of a freelancer's work: uploaded images in order; an image belongs to one.
  for (const [table, owner, ownerTable] of [
    ['factory_images', 'factory_id', 'factories'],
    ['freelancer_images', 'freelancer_id', 'freelancers'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(owner, 'integer', (c) => c.notNull().references(`${ownerTable}.id`).onDelete('cascade'))
      .addColumn('image_id', 'integer', (c) => c.notNull().unique().references('images.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [owner, 'position'])
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('freelancer_images').ifExists().execute();
  await db.schema.dropTable('factory_images').ifExists().execute();
  await db.schema
    .alterTable('factories')
    .dropColumn('place_name')
    .dropColumn('lat')
    .dropColumn('lon')
    .execute();
}
