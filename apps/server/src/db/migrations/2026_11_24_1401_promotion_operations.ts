import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  // A promotion's state follows from its schedule and a pause switch (docs/decisions.md,
  // 'Promotions'): the stored state becomes the switch, and every promotion gets a schedule.
  await sql`alter table promotions add column paused boolean not null default false`.execute(db);
  await sql`update promotions set paused = (state = 3)`.execute(db);
  await sql`update promotions set starts_at = coalesce(starts_at, created_at),
    ends_at = coalesce(ends_at, case when state = 2 then now() else coalesce(starts_at, created_at) + interval '10 years' end)`.execute(
    db,
  );
  await sql`update promotions set starts_at = least(starts_at, ends_at - interval '1 second') where state = 2`.execute(
    db,
  );
  await sql`alter table promotions alter column starts_at set not null, alter column ends_at set not null`.execute(
    db,
  );
  await sql`alter table promotions drop column state`.execute(db);
  // Targets: empty means everyone.
  await sql`alter table promotions add column countries text[] not null default '{}',
    add column languages text[] not null default '{}'`.execute(db);
  await sql`drop index if exists promotions_type_state_idx`.execute(db);
  await sql`create index promotions_type_schedule_idx on promotions (type, ends_at, starts_at) where not paused`.execute(
    db,
  );

  // Views and clicks rolled up per promotion and day, written in batches beside the raw rows.
  await db.schema
    .createTable('promotion_daily_stats')
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('promotion_daily_stats_pk', ['promotion_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('promotion_daily_stats').ifExists().execute();
  await sql`drop index if exists promotions_type_schedule_idx`.execute(db);
  await sql`alter table promotions drop column countries, drop column languages`.execute(db);
  await sql`alter table promotions add column state smallint not null default 1`.execute(db);
  await sql`update promotions set state = case when paused then 3 when now() < starts_at then 0
    when now() >= ends_at then 2 else 1 end`.execute(db);
  await sql`alter table promotions alter column starts_at drop not null, alter column ends_at drop not null`.execute(
    db,
  );
  await sql`alter table promotions drop column paused`.execute(db);
  await sql`create index promotions_type_state_idx on promotions (type, state, position)`.execute(db);
}
