import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppOn } from '../../test/build.ts';
import { createProduct, createUser } from '../../test/factories.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { createDiskStorage } from '../lib/storage.ts';

/*
 * `npm run db:backup` and `db:restore` on the embedded database, as an operator runs them (the
 * commands as child processes): refused while a server has the folder open; a backup restored
 * into a fresh folder serves the post written before it.
 */
// Commands on an embedded database of their own: run once, in the embedded run, not again on PostgreSQL.
const embeddedRun = !process.env.TEST_DATABASE_URL;
const run = promisify(execFile);
const commands = import.meta.dirname;

async function runCommand(name: string, dataDir: string, ...args: string[]) {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(commands, `${name}.ts`), ...args],
      {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe.runIf(embeddedRun)('db:backup and db:restore (embedded database)', () => {
  let root: string;
  let original: string;
  let productId: number;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-backup-'));
    original = path.join(root, 'original');
    const database = await openDatabase({ dataDir: original });
    await migrateToLatest(database.db);
    await seedDatabase(database.db, createDiskStorage(path.join(original, 'uploads')), { demo: false });
    const owner = await createUser(database.db);
    productId = (await createProduct(database.db, owner.id, { title: 'Lathe kept in the backup' })).id;
    await database.close();
  }, 120_000);
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('refuses to copy a folder a running server has open', async () => {
    const running = await openDatabase({ dataDir: original });
    try {
      const refused = await runCommand('db-backup', original, path.join(root, 'refused.tar.gz'));
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/is in use by another Steelyard process\. Stop it first/);
      await expect(fs.stat(path.join(root, 'refused.tar.gz'))).rejects.toThrow();
    } finally {
      await running.close();
    }
  });

  it('restores a backup into a fresh folder, where the post reads back', async () => {
    const file = path.join(root, 'steelyard.tar.gz');
    const backedUp = await runCommand('db-backup', original, file);
    expect(backedUp.output).toMatch(/^\[steelyard\] backed up .* \(\d+\.\d MB\)/);
    expect(backedUp.code).toBe(0);

    const fresh = path.join(root, 'fresh');
    const restored = await runCommand('db-restore', fresh, file);
    expect(restored.code, restored.output).toBe(0);
    // Never over a database: the same restore again is refused.
    const again = await runCommand('db-restore', fresh, file);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds a database: restore into a fresh DATA_DIR/);

    const database = await openDatabase({ dataDir: fresh });
    const ctx = await buildTestAppOn(database.db);
    try {
      const answer = await ctx.app.inject({ method: 'GET', url: `/api/products/${productId}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.title).toBe('Lathe kept in the backup');
    } finally {
      await ctx.close();
      await database.close();
    }
  }, 120_000);
});
