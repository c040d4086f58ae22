import { sql, type Kysely } from 'kysely';

/**
 * A requester may withdraw an open inspection request (issue 30): it leaves the inspectors' queue
 * and frees the one-open-request-per-post slot (the partial unique index reads `status = 'open'`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table inspection_requests drop constraint inspection_requests_status_check`.execute(db);
  await sql`alter table inspection_requests
    add constraint inspection_requests_status_check check (status in ('open', 'reported', 'withdrawn')),
    add column withdrawn_at timestamptz,
    add constraint inspection_requests_withdrawn check ((status = 'withdrawn') = (withdrawn_at is not null))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from inspection_requests where status = 'withdrawn'`.execute(db);
  await sql`alter table inspection_requests
    drop constraint inspection_requests_withdrawn,
    drop column withdrawn_at,
    drop constraint inspection_requests_status_check,
    add constraint inspection_requests_status_check check (status in ('open', 'reported'))`.execute(db);
}
