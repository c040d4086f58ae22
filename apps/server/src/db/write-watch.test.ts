import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { executeReportedByCaller, writeWatchOf } from './write-watch.ts';

describe('the write watch', () => {
  let database: DatabaseHandle;
  const heard: string[][] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    writeWatchOf(database.db)!.onCommit((tables) => heard.push([...tables].sort()));
  });
  afterAll(() => database.close());
  const hear = async (write: () => Promise<unknown>) => {
    heard.length = 0;
    await write();
    return [...heard];
  };

  it('names the table of a write once it has run, and nothing for a read', async () => {
    const { db } = database;
    expect(await hear(() => db.updateTable('settings').set({ updated_at: new Date() }).execute())).toEqual([
      ['settings'],
    ]);
    expect(await hear(() => db.selectFrom('settings').selectAll().execute())).toEqual([]);
    expect(await hear(() => sql`delete from cities where false`.execute(db))).toEqual([['cities']]);
  });

  it('names a transaction’s tables together at its commit, and never those of a rolled back one', async () => {
    const { db } = database;
    const during: string[][] = [];
    expect(
      await hear(() =>
        db.transaction().execute(async (trx) => {
          await trx.updateTable('settings').set({ updated_at: new Date() }).execute();
          await sql`delete from cities where false`.execute(trx);
          during.push(...heard);
        }),
      ),
    ).toEqual([['cities', 'settings']]);
    expect(during).toEqual([]);
    expect(
      await hear(() =>
        db
          .transaction()
          .execute(async (trx) => {
            await trx.updateTable('settings').set({ updated_at: new Date() }).execute();
            throw new Error('changed my mind');
          })
          .catch(() => undefined),
      ),
    ).toEqual([]);
  });

  it('names nothing for a write that failed', async () => {
    const { db } = database;
    expect(await hear(() => sql`update no_such_table set x = 1`.execute(db).catch(() => undefined))).toEqual(
      [],
    );
  });

  it('names nothing for a write whose caller reports it, and the write is made', async () => {
    const { db } = database;
    const stamp = new Date('2026-01-02T03:04:05Z');
    const write = db.updateTable('settings').set({ updated_at: stamp }).returning('updated_at');
    let rows: { updated_at: Date }[] = [];
    expect(await hear(async () => ({ rows } = await executeReportedByCaller(db, write)))).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.updated_at).toEqual(stamp);
  });
});
