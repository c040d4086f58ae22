import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build.ts';

// The Redis suite (TEST_REDIS_URL): /readyz checks the configured Redis and finds it answering.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('/readyz with REDIS_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ REDIS_URL: redisUrl!, REALTIME_REDIS_KEY: 'ops-readyz-test' });
  });
  afterAll(() => ctx?.close());

  it('is ready when Redis answers', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(answer.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'ok', storage: 'off' },
    });
    expect(answer.statusCode).toBe(200);
  });
});
