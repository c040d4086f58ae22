import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface ScheduledJob {
  /** Also the advisory lock's key, hashed: one name, one lock across every instance. */
  name: string;
  everyMs: number;
  run(db: Db): Promise<number | void>;
}

/**
 * Runs a job only where this instance wins the job's PostgreSQL advisory lock (held for one
 * transaction), so with any number of instances each run happens once. Returns false when another
 * instance holds it.
 */
export async function runExclusive(db: Db, job: ScheduledJob): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext(${job.name})) as locked`.execute(trx);
    if (!rows[0]?.locked) return false;
    await job.run(trx);
    return true;
  });
}

/** Starts the jobs on their intervals; the returned function stops them. */
export function startScheduler(
  db: Db,
  jobs: ScheduledJob[],
  log: (message: string, error?: unknown) => void,
) {
  const timers = jobs.map((job) => {
    const tick = () => runExclusive(db, job).catch((error: unknown) => log(`job ${job.name} failed`, error));
    void tick();
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
