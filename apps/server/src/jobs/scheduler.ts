import { sql } from 'kysely';
import { announce, type Change } from '../db/changes.ts';
import type { Db } from '../db/database.ts';
import { claimJobPeriod } from './job-runs.repository.ts';

export interface ScheduledJob {
  /** Also the advisory lock's key, hashed: one name, one lock across every instance. */
  name: string;
  everyMs: number;
  run(db: Db): Promise<number | void>;
  /** Announced once a run that changed rows (returned more than 0) is committed. */
  announces?: Change;
  /** After a run's commit: what it tells members (real-time events, alarms) of the rows it wrote. */
  afterCommit?: (db: Db) => Promise<void>;
}

/** Runs the job in `trx`; true when it changed rows that `announces` covers. */
async function runIn(trx: Db, job: ScheduledJob) {
  return ((await job.run(trx)) ?? 0) > 0 && job.announces !== undefined;
}

/** After the run's commit. */
function announceRun(db: Db, job: ScheduledJob, changed: boolean | null) {
  if (changed && job.announces) announce(db, job.announces);
  return changed !== null;
}

/**
 * Runs a job now, only where this instance wins the job's PostgreSQL advisory lock (held for one
 * transaction), so no two instances run it at the same time. Returns false when another holds it.
 */
export async function runExclusive(db: Db, job: ScheduledJob): Promise<boolean> {
  const changed = await db.transaction().execute(async (trx) => {
    if (!(await tryLock(trx, job))) return null;
    return runIn(trx, job);
  });
  return afterRun(db, job, changed);
}

/** After the run's commit (null: it did not run here). */
async function afterRun(db: Db, job: ScheduledJob, changed: boolean | null) {
  if (changed !== null) await job.afterCommit?.(db);
  return announceRun(db, job, changed);
}

async function tryLock(db: Db, job: ScheduledJob) {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(hashtext(${job.name})) as locked`.execute(db);
  return rows[0]?.locked === true;
}

/**
 * Runs the job when its period is due across every instance: under its advisory lock, and only
 * where this instance claims the period (`scheduled_job_runs`), so N instances ticking on their
 * own clocks still run it once per period. A failed run rolls back its claim and is tried again.
 */
export async function runWhenDue(db: Db, job: ScheduledJob): Promise<boolean> {
  const changed = await db.transaction().execute(async (trx) => {
    if (!(await tryLock(trx, job))) return null;
    if (!(await claimJobPeriod(trx, job.name, job.everyMs))) return null;
    return runIn(trx, job);
  });
  return afterRun(db, job, changed);
}

/** How often an instance asks whether a job is due: a job runs at most this late. */
const TICK_MS = 60_000;

/** Starts the jobs (each at once when due, then checked every minute or its period); the returned function stops them. */
export function startScheduler(
  db: Db,
  jobs: ScheduledJob[],
  log: (message: string, error?: unknown) => void,
) {
  const timers = jobs.map((job) => {
    const tick = () => runWhenDue(db, job).catch((error: unknown) => log(`job ${job.name} failed`, error));
    void tick();
    const timer = setInterval(tick, Math.min(job.everyMs, TICK_MS));
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
