import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  // One freelancer profile per member.
  await db.schema
    .createTable('freelancers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('skills', sql`text[]`, (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('county', 'text')
    .addColumn('travel_km', 'integer', (c) => c.notNull())
    .addColumn('experience_years', 'integer', (c) => c.notNull())
    .addColumn('hourly_rate', 'integer')
    .addColumn('certifications', 'text')
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index freelancers_latest_idx on freelancers (id desc) where hidden_at is null`.execute(db);
  await sql`create index freelancers_city_idx on freelancers (city, id desc) where hidden_at is null`.execute(
    db,
  );
  // Search by skill: the array's GIN index.
  await sql`create index freelancers_skills_idx on freelancers using gin (skills)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('freelancers').ifExists().execute();
}
