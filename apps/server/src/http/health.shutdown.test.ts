import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startServerProcess,
  statusOf,
  untilReady,
  waitFor,
  type ServerProcess,
} from '../../test/server-process.ts';

/*
 * A real server process (main.ts) on SIGTERM: /readyz answers 503 while the port still serves,
 * and only after SHUTDOWN_DRAIN_MS does the port close and the process end cleanly, so a load
 * balancer sees the instance leave before a connection to it is refused.
 */
// A process of its own on an embedded database: run once, in the embedded run, not again on PostgreSQL.
const embeddedRun = !process.env.TEST_DATABASE_URL;
const PORT = 4201;
const DRAIN_MS = 1500;

describe.runIf(embeddedRun)('SIGTERM', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(PORT, { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
    await untilReady(server);
  }, 150_000);
  afterAll(() => server?.stop());

  it('turns /readyz to 503 first, serves on through the drain, then closes the port and ends with 0', async () => {
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await waitFor('/readyz answering 503', async () =>
      (await statusOf(`${server.url}/readyz`)) === 503 ? true : undefined,
    );
    const unready = performance.now() - signalled;
    // Draining, the instance still answers everything else.
    expect(await statusOf(`${server.url}/healthz`)).toBe(200);
    expect(await statusOf(`${server.url}/api/csrf-cookie`)).toBe(204);
    const code = await server.exited;
    const ended = performance.now() - signalled;
    expect(code, server.output()).toBe(0);
    expect(await statusOf(`${server.url}/healthz`)).toBe('ECONNREFUSED');
    console.log(
      `SIGTERM → /readyz 503 after ${unready.toFixed(0)} ms; port closed and process ended after ${ended.toFixed(0)} ms (drain ${DRAIN_MS} ms)`,
    );
    expect(unready).toBeLessThan(DRAIN_MS);
    expect(ended).toBeGreaterThanOrEqual(DRAIN_MS);
  });
});
