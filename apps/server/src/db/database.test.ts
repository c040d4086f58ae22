import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, isDatabaseUnavailable, openDatabase } from './database.ts';

describe('the embedded database folder', () => {
  it('refuses a second process on the same DATA_DIR with a clear message, and frees it on close', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-lock-'));
    const first = await openDatabase({ dataDir });
    try {
      await sql`create table kept (n int)`.execute(first.db);
      await sql`insert into kept values (7)`.execute(first.db);
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another Steelyard process/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    const rows = await sql<{ n: number }>`select n from kept`.execute(again.db);
    expect(rows.rows).toEqual([{ n: 7 }]);
    await again.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it('tells a server that is away from a query that is wrong', () => {
    for (const away of [
      withCode('57P01'),
      withCode('57P03'),
      withCode('08006'),
      withCode('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('ECONNREFUSED')], ''),
    ])
      expect(isDatabaseUnavailable(away), away.message).toBe(true);
    for (const wrong of [withCode('23505'), withCode('22021'), withCode('42P01'), new Error('boom'), 'text'])
      expect(isDatabaseUnavailable(wrong)).toBe(false);
  });
});
