import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  // A factory is free for several periods (days inclusive); they replace its one period.
  await db.schema
    .createTable('factory_periods')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('factory_id', 'integer', (c) => c.notNull().references('factories.id').onDelete('cascade'))
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addCheckConstraint('factory_periods_order', sql`ends_on >= starts_on`)
    .execute();
  // A factory's periods in order, for its page, the list's page of factories and an application's check.
  await db.schema
    .createIndex('factory_periods_factory_starts')
    .on('factory_periods')
    .columns(['factory_id', 'starts_on'])
    .execute();
  await sql`insert into factory_periods (factory_id, starts_on, ends_on)
    select id, starts_on, ends_on from factories`.execute(db);
  await db.schema.alterTable('factories').dropColumn('starts_on').dropColumn('ends_on').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('factories')
    .addColumn('starts_on', 'date')
    .addColumn('ends_on', 'date')
    .execute();
  await sql`update factories f set starts_on = p.starts_on, ends_on = p.ends_on
    from (select factory_id, min(starts_on) as starts_on, max(ends_on) as ends_on
          from factory_periods group by factory_id) p
    where p.factory_id = f.id`.execute(db);
  await db.schema.dropTable('factory_periods').execute();
}
