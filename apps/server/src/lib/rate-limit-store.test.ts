import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import { createUser } from '../../test/factories.ts';

// REDIS_URL names a port nothing listens on: Redis is down for this app's whole life.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
});
afterAll(() => ctx.close());

describe('rate limits while Redis is down', () => {
  it('count in the instance’s memory instead of switching off', async () => {
    const agent = new Agent(ctx.app);
    const from = { remoteAddress: '198.51.100.200' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await agent.post('/api/login', { email: `x${i}@example.test`, password: 'wrong-password1' }, from))
          .statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(422), 429]);
  });

  it('keep the per-account sign-in lock and the per-number code sends', async () => {
    const user = await createUser(ctx.db);
    const agent = new Agent(ctx.app);
    const from = { remoteAddress: '198.51.100.201' };
    for (let i = 0; i < 5; i++)
      expect(
        (await agent.post('/api/login', { email: user.email, password: 'wrong-1' }, from)).statusCode,
      ).toBe(422);
    expect(
      (await agent.post('/api/login', { email: user.email, password: 'password' }, from)).statusCode,
    ).toBe(429);
    const sends: number[] = [];
    for (let i = 0; i < 6; i++)
      sends.push(
        (
          await agent.post(
            '/api/loginByContact/code',
            { contact: '01055550000' },
            { remoteAddress: `198.51.100.${210 + i}` },
          )
        ).statusCode,
      );
    expect(sends).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
