import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildTestAppOn, type TestContext } from '../../test/build.ts';
import { createPglite, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { SESSION_COOKIE } from './session.ts';

/*
 * The probes through inject: what a load balancer reads from /healthz and /readyz. That /readyz
 * turns 503 on a real SIGTERM before the port closes is proven on a real process in
 * health.shutdown.test.ts.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /healthz and /readyz', () => {
  it('answer 200 on a migrated database, with every check named', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'off', storage: 'off' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('never read nor make a session, and are not in the API document', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url,
        cookies: { [SESSION_COOKIE]: 'a-session-that-does-not-exist' },
      });
      expect(answer.statusCode).toBe(200);
      // The session hook would have cleared an unknown cookie: it never ran.
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(Object.keys(docs.json().paths)).not.toContain('/readyz');
  });

  it('answer HEAD as a balancer may send it', async () => {
    const answer = await ctx.app.inject({ method: 'HEAD', url: '/readyz' });
    expect(answer.statusCode).toBe(200);
  });
});

describe('/readyz refuses', () => {
  let unmigrated: DatabaseHandle;
  let onUnmigrated: TestContext;
  beforeAll(async () => {
    unmigrated = await openDatabase({ pglite: createPglite() });
    onUnmigrated = await buildTestAppOn(unmigrated.db);
  });
  afterAll(async () => {
    await onUnmigrated.close();
    await unmigrated.close();
  });

  it('while this code has migrations the database has not run', async () => {
    const answer = await onUnmigrated.app.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      status: 'unready',
      checks: { database: 'ok', migrations: expect.stringMatching(/^\d+ pending$/), redis: 'off' },
    });
    // The process itself is alive: a liveness probe must not restart it for this.
    expect((await onUnmigrated.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('when the configured Redis does not answer', async () => {
    // Nothing listens on this port of our range.
    const withRedis = await buildTestAppOn(ctx.db, { REDIS_URL: 'redis://127.0.0.1:4209' });
    try {
      const answer = await withRedis.app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().checks).toMatchObject({
        database: 'ok',
        redis: expect.stringMatching(/^failed|^no answer/),
      });
    } finally {
      await withRedis.close();
    }
  });

  it('once the instance drains, and closes each connection after its answer', async () => {
    const draining = await buildTestAppOn(ctx.db);
    try {
      draining.app.health.startDraining();
      const answer = await draining.app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'draining' });
      const other = await draining.app.inject({ method: 'GET', url: '/api/csrf-cookie' });
      expect(other.statusCode).toBe(204);
      expect(other.headers.connection).toBe('close');
    } finally {
      await draining.close();
    }
  });
});
