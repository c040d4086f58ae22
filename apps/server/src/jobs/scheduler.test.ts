import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseUrl } from '../../test/test-database.ts';
import type { DatabaseHandle, Db } from '../db/database.ts';
import { runExclusive, runWhenDue, type ScheduledJob } from './scheduler.ts';
import { sessionCleanupJob } from './session-cleanup.job.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Whether any session holds the advisory lock of this key (`hashtext(name)`, one bigint). */
async function lockHeld(db: Db, name: string) {
  const { rows } = await sql<{ held: boolean }>`
    select exists (
      select from pg_locks
      where locktype = 'advisory' and granted and objsubid = 1
        and ((classid::bigint << 32) | objid::bigint) = hashtext(${name})::bigint
    ) as held`.execute(db);
  return rows[0]?.held === true;
}

describe('scheduled jobs', () => {
  it('deletes expired sessions and keeps live ones', async () => {
    const { db } = database;
    const base = { csrf_secret: 's', data: '{}', last_seen_at: new Date() };
    await db
      .insertInto('sessions')
      .values([
        { ...base, id: 'expired', expires_at: new Date(Date.now() - 1000) },
        { ...base, id: 'live', expires_at: new Date(Date.now() + 60_000) },
      ])
      .execute();
    expect(await runExclusive(db, sessionCleanupJob)).toBe(true);
    const ids = (await db.selectFrom('sessions').select('id').execute()).map((r) => r.id);
    expect(ids).toContain('live');
    expect(ids).not.toContain('expired');
  });

  it('runs a job under its advisory lock, keyed by its name and released when the run commits', async () => {
    const { db } = database;
    const heldDuringRun: boolean[] = [];
    const job: ScheduledJob = {
      name: 'locked-test',
      everyMs: 1000,
      run: async (trx) => void heldDuringRun.push(await lockHeld(trx, 'locked-test')),
    };
    expect(await lockHeld(db, job.name)).toBe(false);
    expect(await runExclusive(db, job)).toBe(true);
    expect(await runWhenDue(db, job)).toBe(true);
    expect(heldDuringRun).toEqual([true, true]);
    expect(await lockHeld(db, job.name)).toBe(false);
  });

  // PGlite is one session, and a session never conflicts with its own advisory locks: a second
  // holder exists only on a PostgreSQL server (the test above checks the lock itself on both).
  it.runIf(testDatabaseUrl())('skips a run while another holder has the advisory lock', async () => {
    const { db } = database;
    let runs = 0;
    const job: ScheduledJob = { name: 'exclusive-test', everyMs: 1000, run: async () => void runs++ };
    // Hold the job's lock from "another instance" (an open transaction), then try to run it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let acquired!: () => void;
    const isHeld = new Promise<void>((resolve) => (acquired = resolve));
    const holder = db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${job.name}))`.execute(trx);
      acquired();
      await held;
    });
    await isHeld;
    expect(await runExclusive(db, job)).toBe(false);
    expect(await runWhenDue(db, job)).toBe(false);
    expect(runs).toBe(0);
    release();
    await holder;
    expect(await runExclusive(db, job)).toBe(true);
    expect(runs).toBe(1);
  });

  it('runs once per period however many instances ask, and again once the period has passed', async () => {
    const { db } = database;
    let runs = 0;
    const job: ScheduledJob = { name: 'period-test', everyMs: 60_000, run: async () => void runs++ };
    // Three instances starting together each ask at once.
    const asked = await Promise.all([runWhenDue(db, job), runWhenDue(db, job), runWhenDue(db, job)]);
    expect(asked.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await runWhenDue(db, job)).toBe(false);

    const stored = () =>
      db
        .selectFrom('scheduled_job_runs')
        .select('runs')
        .where('name', '=', job.name)
        .executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ runs: 1 });
    await db
      .updateTable('scheduled_job_runs')
      .set({ started_at: sql<Date>`now() - interval '61 seconds'` })
      .where('name', '=', job.name)
      .execute();
    expect(await runWhenDue(db, job)).toBe(true);
    expect(runs).toBe(2);
    expect(await stored()).toEqual({ runs: 2 });
  });

  it('keeps the period open when a run fails, so the next asker runs it', async () => {
    const { db } = database;
    let fail = true;
    const job: ScheduledJob = {
      name: 'failing-test',
      everyMs: 60_000,
      run: async () => {
        if (fail) throw new Error('disk full');
      },
    };
    await expect(runWhenDue(db, job)).rejects.toThrow('disk full');
    fail = false;
    expect(await runWhenDue(db, job)).toBe(true);
  });
});
