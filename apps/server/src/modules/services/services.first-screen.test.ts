import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build.ts';
import { createUser } from '../../../test/factories.ts';
import { createServiceRequest } from '../../../test/service-fixtures.ts';
import { buildTestAppWithWebBuild, firstScreenOf } from '../../../test/web-build.ts';

describe('the services lists’ first screen inside the page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Without the web app's server bundle: the data alone (web-app.render.test.ts draws with it).
    ctx = await buildTestAppWithWebBuild({ WEB_SSR_DIST: 'no-server-bundle' });
  });
  afterAll(() => ctx.close());

  it('puts each list’s newest requests into its page, exactly as the API answers them', async () => {
    const member = await createUser(ctx.db);
    await createServiceRequest(ctx.db, member.id, { title: 'first-screen flange' });
    await createServiceRequest(ctx.db, member.id, { kind: 'production', title: 'first-screen frame' });
    for (const [page, kind, title] of [
      ['/drawingRequests', 'drawing', 'first-screen flange'],
      ['/bigNotices', 'production', 'first-screen frame'],
    ] as const) {
      const api = (await ctx.app.inject({ url: `/api${page}?scope=all&cursor=` })).json();
      expect(api.data[0].title).toBe(title);
      const response = await ctx.app.inject({ url: page });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const { answers } = firstScreenOf(response.body);
      expect(answers!.filter((answer) => answer.key.startsWith('services:'))).toEqual([
        { key: `services:first-page:${kind}`, body: api },
      ]);
      // The boot's answers beside it, in the page's language.
      expect(answers!.map((answer) => answer.key)).toContain('boot:ko');
    }
  });

  it('leaves a list with filters in its address to the app', async () => {
    for (const page of [
      '/drawingRequests?scope=mine',
      '/drawingRequests?status=open',
      '/bigNotices?city=x',
    ]) {
      expect(firstScreenOf((await ctx.app.inject({ url: page })).body).answers).toBeNull();
    }
    const asked = firstScreenOf((await ctx.app.inject({ url: '/drawingRequests?lang=en' })).body);
    expect(asked.answers!.map((answer) => answer.key)).toContain('services:first-page:drawing');
  });
});
