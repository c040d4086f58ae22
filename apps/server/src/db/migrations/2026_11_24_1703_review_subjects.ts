import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * A review has one subject, as a chat room does: a completed trade (as before), a delivered
 * service request's job or a finished freelancer job. Once per side of each: the partial unique
 * indexes below, like reviews_once_unique for trades. Named after 2026_11_24_1701_reviews (not
 * with this branch's 1507 prefix) because migrations run in name order and this one alters its table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('reviews')
    .alterColumn('product_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('reviews')
    .addColumn('service_request_id', 'integer', (c) =>
      c.references('service_requests.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .alterTable('reviews')
    .addColumn('freelancer_job_id', 'integer', (c) => c.references('freelancer_jobs.id').onDelete('cascade'))
    .execute();
  await sql`alter table reviews add constraint reviews_one_subject
    check (num_nonnulls(product_id, service_request_id, freelancer_job_id) = 1)`.execute(db);
  await sql`create unique index reviews_request_once_unique on reviews (service_request_id, reviewer_id)
    where canceled_at is null`.execute(db);
  await sql`create unique index reviews_job_once_unique on reviews (freelancer_job_id, reviewer_id)
    where canceled_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from reviews where product_id is null`.execute(db);
  await sql`drop index if exists reviews_job_once_unique`.execute(db);
  await sql`drop index if exists reviews_request_once_unique`.execute(db);
  await sql`alter table reviews drop constraint if exists reviews_one_subject`.execute(db);
  await db.schema.alterTable('reviews').dropColumn('freelancer_job_id').execute();
  await db.schema.alterTable('reviews').dropColumn('service_request_id').execute();
  await db.schema
    .alterTable('reviews')
    .alterColumn('product_id', (c) => c.setNotNull())
    .execute();
}
