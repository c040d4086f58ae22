import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build.ts';
import { signedInMember } from '../../../test/factories.ts';
import { buildTestAppWithWebBuild, firstScreenOf } from '../../../test/web-build.ts';

describe('/searches’ first screen inside the page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Without the web app's server bundle: the data alone (web-app.render.test.ts draws with it).
    ctx = await buildTestAppWithWebBuild({ WEB_SSR_DIST: 'no-server-bundle' });
  });
  afterAll(() => ctx.close());

  it('puts the member’s recent searches and the popular words into the page, exactly as the API answers them', async () => {
    const { agent } = await signedInMember(ctx.app, ctx.db);
    await agent.get('/api/products?word=spindle');
    const recent = (await agent.get('/api/searches')).json();
    expect(recent.data.map((s: { word: string }) => s.word)).toEqual(['spindle']);
    const popular = (await agent.get('/api/searches/popular')).json();
    const response = await agent.get('/searches');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const { answers } = firstScreenOf(response.body);
    expect(answers!.filter((answer) => answer.key.startsWith('searches:'))).toEqual([
      { key: 'searches:recent', body: recent },
      { key: 'searches:popular', body: popular },
    ]);
    // A visitor the site does not know: no recent search, the same popular words, no cookie made.
    const visitor = await ctx.app.inject({ url: '/searches' });
    expect(visitor.headers['set-cookie']).toBeUndefined();
    expect(firstScreenOf(visitor.body).answers!.filter((a) => a.key.startsWith('searches:'))).toEqual([
      { key: 'searches:recent', body: { data: [] } },
      { key: 'searches:popular', body: popular },
    ]);
    expect(firstScreenOf((await ctx.app.inject({ url: '/searches?word=x' })).body).answers).toBeNull();
  });
});
