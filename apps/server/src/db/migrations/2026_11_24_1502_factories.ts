import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // A factory (or its free capacity) offered to others for a period.
  await db.schema
    .createTable('factories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('county', 'text')
    .addColumn('floor_area', 'integer', (c) => c.notNull())
    .addColumn('capabilities', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    // Machines as [{name, make, model, year}].
    .addColumn('equipment', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('certifications', 'text')
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index factories_latest_idx on factories (id desc) where hidden_at is null`.execute(db);
  await sql`create index factories_city_idx on factories (city, id desc) where hidden_at is null`.execute(db);
  // Browsing by capability: the array's GIN index.
  await sql`create index factories_capabilities_idx on factories using gin (capabilities)`.execute(db);

  await db.schema
    .createTable('factory_applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('factory_id', 'integer', (c) => c.notNull().references('factories.id').onDelete('cascade'))
    .addColumn('applicant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'accepted', 'declined')`),
    )
    .addColumn('answered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('factory_applications_period_check', sql`ends_on >= starts_on`)
    .execute();
  // The overlap check reads a factory's accepted periods.
  await sql`create index factory_applications_accepted_idx on factory_applications (factory_id, starts_on) where status = 'accepted'`.execute(
    db,
  );
  await sql`create index factory_applications_applicant_idx on factory_applications (applicant_id, id desc)`.execute(
    db,
  );
  await sql`create index factory_applications_factory_idx on factory_applications (factory_id, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('factory_applications').ifExists().execute();
  await db.schema.dropTable('factories').ifExists().execute();
}
