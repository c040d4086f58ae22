import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Inspection reports (issue 30). A buyer asks for an inspection of a post (one open request per
 * post and requester); an inspector (an admin, or a member the back office marks) files a report
 * that closes the post's open requests: a rating per component of the kind's checklist, notes,
 * photos and the day of the inspection. The seller answers once. `products.inspected_on` is the
 * latest report's day, what cards and pages show without a join; `products.edited_at` the last
 * edit of the post's content (not a bump, a status or a hide), which makes a report 'before the
 * last edit'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column is_inspector boolean not null default false`.execute(db);
  await sql`alter table products
    add column edited_at timestamptz,
    add column inspected_on text check (inspected_on ~ '^\\d{4}-\\d\\d-\\d\\d$')`.execute(db);
  await sql`create table inspection_reports (
    id serial primary key,
    product_id integer not null references products (id) on delete cascade,
    inspector_id integer references users (id) on delete set null,
    inspected_on text not null check (inspected_on ~ '^\\d{4}-\\d\\d-\\d\\d$'),
    checklist text not null,
    ratings jsonb not null,
    notes text not null default '',
    seller_response text,
    responded_at timestamptz,
    created_at timestamptz not null default now(),
    constraint inspection_reports_response check ((seller_response is null) = (responded_at is null))
  )`.execute(db);
  await sql`create index inspection_reports_product_idx on inspection_reports (product_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create table inspection_report_images (
    report_id integer not null references inspection_reports (id) on delete cascade,
    image_id integer not null unique references images (id) on delete cascade,
    position integer not null,
    primary key (report_id, position)
  )`.execute(db);
  await sql`create table inspection_requests (
    id serial primary key,
    product_id integer not null references products (id) on delete cascade,
    requester_id integer not null references users (id) on delete cascade,
    report_id integer references inspection_reports (id) on delete set null,
    status text not null default 'open' check (status in ('open', 'reported')),
    created_at timestamptz not null default now(),
    reported_at timestamptz
  )`.execute(db);
  // One open request per post and requester; the inspectors' queue reads the open ones, oldest first.
  await sql`create unique index inspection_requests_open_once on inspection_requests (product_id, requester_id)
    where status = 'open'`.execute(db);
  await sql`create index inspection_requests_open_idx on inspection_requests (created_at, id)
    where status = 'open'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists inspection_requests`.execute(db);
  await sql`drop table if exists inspection_report_images`.execute(db);
  await sql`drop table if exists inspection_reports`.execute(db);
  await sql`alter table products drop column if exists edited_at, drop column if exists inspected_on`.execute(
    db,
  );
  await sql`alter table users drop column if exists is_inspector`.execute(db);
}
