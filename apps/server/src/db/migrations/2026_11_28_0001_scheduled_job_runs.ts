import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * When each scheduled job last started and how often it has run: the instance that claims a
 * period (the row's time is older than the job's period) runs the job, the others skip it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table scheduled_job_runs (
    name text primary key,
    started_at timestamptz not null,
    runs integer not null default 1
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists scheduled_job_runs`.execute(db);
}
