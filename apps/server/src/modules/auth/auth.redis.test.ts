import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, buildTestAppSharing, type TestContext } from '../../../test/build.ts';
import { createUser } from '../../../test/factories.ts';

// The Redis suite: runs when TEST_REDIS_URL names a Redis server (npm test finds the local one).
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared across instances through Redis', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const flush = new Redis(redisUrl!);
    const keys = await flush.keys('steelyard-rl:*');
    if (keys.length) await flush.del(...keys);
    flush.disconnect();
    first = await buildTestApp({ REDIS_URL: redisUrl! });
    second = await buildTestAppSharing(first, { REDIS_URL: redisUrl! });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts sign-in attempts on one instance against the other', async () => {
    const address = '198.51.100.77';
    const onFirst = new Agent(first.app);
    for (let i = 0; i < 10; i++) {
      const response = await onFirst.post(
        '/api/login',
        { email: `x${i}@example.test`, password: 'x' },
        { remoteAddress: address },
      );
      expect(response.statusCode).toBe(422);
    }
    const onSecond = new Agent(second.app);
    const response = await onSecond.post(
      '/api/login',
      { email: 'y@example.test', password: 'x' },
      { remoteAddress: address },
    );
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks an account for an address on every instance', async () => {
    const user = await createUser(first.db);
    const from = { remoteAddress: '198.51.100.78' };
    for (let i = 0; i < 5; i++)
      expect(
        (await new Agent(first.app).post('/api/login', { email: user.email, password: 'wrong-1' }, from))
          .statusCode,
      ).toBe(422);
    const locked = await new Agent(second.app).post(
      '/api/login',
      { email: user.email, password: 'password' },
      from,
    );
    expect(locked.statusCode).toBe(429);
    const elsewhere = await new Agent(second.app).post(
      '/api/login',
      { email: user.email, password: 'password' },
      { remoteAddress: '198.51.100.79' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});
