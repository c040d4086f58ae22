import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, untilReady, type ServerProcess } from '../../test/server-process.ts';

/*
 * Migrate, then start (docs/deploy.md): with MIGRATE=false the server refuses a database this
 * code's migrations have not run on; `npm run migrate` (this command) runs them; the server then
 * starts without migrating and is ready.
 */
const run = promisify(execFile);
// A process of its own on an embedded database: run once, in the embedded run, not again on PostgreSQL.
const embeddedRun = !process.env.TEST_DATABASE_URL;
const PORT = 4202;
const command = path.join(import.meta.dirname, 'migrate.ts');

const servers: ServerProcess[] = [];
afterAll(() => Promise.all(servers.map((server) => server.stop())));

describe.runIf(embeddedRun)('npm run migrate, then a start with MIGRATE=false', () => {
  it('refuses before, migrates once, then starts ready', async () => {
    const refused = await startServerProcess(PORT, { MIGRATE: 'false' });
    servers.push(refused);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/MIGRATE=false, but \d+ migration\(s\) have not run .*npm run migrate/);

    const env = { PATH: process.env.PATH, DATA_DIR: refused.dataDir };
    const first = await run(process.execPath, ['--import', 'tsx', command], { env });
    expect(first.stdout).toMatch(/^\[steelyard\] migrated: 2026_11_22_0001_foundation, /);
    const again = await run(process.execPath, ['--import', 'tsx', command], { env });
    expect(again.stdout.trim()).toBe('[steelyard] migrations are current');

    const started = await startServerProcess(PORT, { MIGRATE: 'false', DATA_DIR: refused.dataDir });
    servers.push(started);
    await untilReady(started);
    expect(started.output()).not.toMatch(/migrated/);
  }, 240_000);
});
