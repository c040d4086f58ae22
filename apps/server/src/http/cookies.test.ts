import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build.ts';

let ctx: TestContext | undefined;
afterEach(async () => ctx?.close());

/** The Set-Cookie header a visitor's first search gets (their device cookie is made for it). */
async function visitorCookieWith(env: Record<string, string>, proto?: string) {
  ctx = await buildTestApp({ TRUST_PROXY: 'loopback', ...env });
  const reply = await ctx.app.inject({
    url: '/api/products?word=lathe',
    headers: proto ? { 'x-forwarded-proto': proto } : {},
  });
  expect(reply.statusCode).toBe(200);
  const cookie = [reply.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('steelyard_visitor='));
  expect(cookie).toMatch(/; HttpOnly/);
  return cookie!;
}

describe('the visitor cookie follows COOKIE_SECURE like the session cookie', () => {
  it('auto: Secure over HTTPS only', async () => {
    expect(await visitorCookieWith({ COOKIE_SECURE: 'auto' })).not.toMatch(/; Secure/);
    await ctx!.close();
    expect(await visitorCookieWith({ COOKIE_SECURE: 'auto' }, 'https')).toMatch(/; Secure/);
  });

  it('true: Secure even when the proxy in front spoke plain HTTP; false: never', async () => {
    expect(await visitorCookieWith({ COOKIE_SECURE: 'true' })).toMatch(/; Secure/);
    await ctx!.close();
    expect(await visitorCookieWith({ COOKIE_SECURE: 'false' }, 'https')).not.toMatch(/; Secure/);
  });
});
