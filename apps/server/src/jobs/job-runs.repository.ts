import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Claims the job's current period: records this start and answers true when the job has never
 * run or last started at least `everyMs` ago; false (and nothing written) when another instance
 * already ran it in this period.
 */
export async function claimJobPeriod(db: Db, name: string, everyMs: number): Promise<boolean> {
  const claimed = await db
    .insertInto('scheduled_job_runs')
    .values({ name, started_at: sql<Date>`now()` })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ started_at: sql<Date>`now()`, runs: sql<number>`scheduled_job_runs.runs + 1` })
        .where(
          'scheduled_job_runs.started_at',
          '<=',
          sql<Date>`now() - make_interval(secs => ${everyMs / 1000})`,
        ),
    )
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}
