import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import { signedInMember } from '../../test/factories.ts';

/* The test country lookup: 203.0.113.7 is JP, 198.51.100.9 is DE, anything else the default KR. */

const LOAD_BALANCER = '10.0.0.2';
let plain: TestContext;
let oneHop: TestContext;
let listed: TestContext;
beforeAll(async () => {
  plain = await buildTestApp();
  oneHop = await buildTestApp({ TRUST_PROXY: '1' });
  listed = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' });
});
afterAll(async () => {
  await plain.close();
  await oneHop.close();
  await listed.close();
});

const country = async (t: TestContext, remoteAddress: string, forwardedFor?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/ips/country',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
  ).json().data;

describe('TRUST_PROXY', () => {
  it('trusts nobody by default: a client cannot choose its address with X-Forwarded-For', async () => {
    expect(await country(plain, '198.51.100.9')).toBe('DE');
    expect(await country(plain, '198.51.100.9', '203.0.113.7')).toBe('DE');
  });

  it('keeps the per-address sign-in limit when the client rotates X-Forwarded-For', async () => {
    const agent = new Agent(plain.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await agent.post(
        '/api/login',
        { email: `nobody${i}@example.test`, password: 'wrong-password1' },
        { remoteAddress: '198.51.100.50', headers: { 'x-forwarded-for': `192.0.2.${i}` } },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('with a hop count, takes the address the load balancer appended, not the one the client wrote', async () => {
    // The client forged 203.0.113.7; the load balancer appended the address it saw, 198.51.100.9.
    expect(await country(oneHop, LOAD_BALANCER, '203.0.113.7, 198.51.100.9')).toBe('DE');
    expect(await country(oneHop, LOAD_BALANCER, '198.51.100.9')).toBe('DE');
  });

  it('with a list, trusts X-Forwarded-For only from the listed proxies', async () => {
    expect(await country(listed, LOAD_BALANCER, '203.0.113.7, 198.51.100.9')).toBe('DE');
    expect(await country(listed, '198.51.100.9', '203.0.113.7')).toBe('DE');
  });
});

describe('security headers', () => {
  const get = (t: TestContext, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/api/settings', headers, remoteAddress });

  it('sends HSTS over HTTPS only, never over plain HTTP', async () => {
    expect((await get(plain)).headers['strict-transport-security']).toBeUndefined();
    // A client cannot claim HTTPS without a trusted proxy.
    expect((await get(plain, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    const behindProxy = await get(listed, { 'x-forwarded-proto': 'https' }, LOAD_BALANCER);
    expect(behindProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps every API answer out of caches, the signed-in profile above all', async () => {
    const { agent } = await signedInMember(plain.app, plain.db);
    const profile = await agent.get('/api/user');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toContain('@');
    expect(profile.headers['cache-control']).toBe('no-store');
    expect((await get(plain)).headers['cache-control']).toBe('no-store');
    expect((await agent.get('/api/nothing')).headers['cache-control']).toBe('no-store');
  });
});
