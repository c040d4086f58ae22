import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/build.ts';
import { buildTestAppWithWebBuild } from '../../test/web-build.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestAppWithWebBuild({ PUBLIC_URL: 'https://steelyard.example' });
});
afterAll(() => ctx.close());

describe('what is not a page', () => {
  it('answers 404 for a missing script or stylesheet, never the app’s page', async () => {
    for (const url of ['/assets/index-old.js', '/assets/index-old.css', '/assets/', '/uploads/none.webp']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/text\/html/);
    }
    expect((await ctx.app.inject({ url: '/assets/index-c3.css' })).statusCode).toBe(200);
  });

  it('still answers the app’s page for a deep link', async () => {
    for (const url of ['/assetsmanager', '/products', '/admin/users?page=2']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
    }
  });
});

describe('content security policy', () => {
  it('lets pages connect to this site and its own WebSocket origin only', async () => {
    const response = await ctx.app.inject({ url: '/products' });
    const policy = response.headers['content-security-policy'] as string;
    const connect = /connect-src ([^;]*)/.exec(policy)?.[1];
    expect(connect).toBe("'self' wss://steelyard.example");
  });
});
