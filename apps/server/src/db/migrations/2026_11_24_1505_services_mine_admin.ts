import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/*
 * The services' "mine" lists, the back office and the dashboard's figures: when a request was
 * awarded and when a freelancer profile was first published (the dashboard counts them per day),
 * and the indexes those reads use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('service_requests').addColumn('awarded_at', 'timestamptz').execute();
  // Requests awarded before this column existed: their last change is the best day known.
  await sql`update service_requests set awarded_at = updated_at where awarded_quote_id is not null`.execute(
    db,
  );
  await db.schema
    .alterTable('freelancers')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update freelancers set created_at = updated_at`.execute(db);

  // A member's factories ("mine", the applications they received).
  await sql`create index factories_user_idx on factories (user_id, id desc)`.execute(db);
  // The dashboard's per-day counts over its period.
  await sql`create index service_requests_created_idx on service_requests (kind, created_at)`.execute(db);
  await sql`create index service_requests_awarded_idx on service_requests (awarded_at) where awarded_at is not null`.execute(
    db,
  );
  await sql`create index service_quotes_created_idx on service_quotes (created_at)`.execute(db);
  await sql`create index factory_applications_created_idx on factory_applications (created_at)`.execute(db);
  await sql`create index factory_applications_answered_idx on factory_applications (answered_at) where status = 'accepted'`.execute(
    db,
  );
  await sql`create index freelancers_created_idx on freelancers (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'freelancers_created_idx',
    'factory_applications_answered_idx',
    'factory_applications_created_idx',
    'service_quotes_created_idx',
    'service_requests_awarded_idx',
    'service_requests_created_idx',
    'factories_user_idx',
  ])
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  await db.schema.alterTable('freelancers').dropColumn('created_at').execute();
  await db.schema.alterTable('service_requests').dropColumn('awarded_at').execute();
}
