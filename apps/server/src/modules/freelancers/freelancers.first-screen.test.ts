import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build.ts';
import { createUser } from '../../../test/factories.ts';
import { createFreelancer } from '../../../test/service-fixtures.ts';
import { buildTestAppWithWebBuild, firstScreenOf } from '../../../test/web-build.ts';

describe('the freelancers’ first screen inside the page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Without the web app's server bundle: the data alone (web-app.render.test.ts draws with it).
    ctx = await buildTestAppWithWebBuild({ WEB_SSR_DIST: 'no-server-bundle' });
  });
  afterAll(() => ctx.close());

  it('puts the newest profiles into /freelancers, exactly as the API answers them; a filtered list is the app’s', async () => {
    const member = await createUser(ctx.db);
    const id = await createFreelancer(ctx.db, member.id);
    const api = (await ctx.app.inject({ url: '/api/freelancers?cursor=' })).json();
    expect(api.data[0].id).toBe(id);
    const response = await ctx.app.inject({ url: '/freelancers' });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const { answers } = firstScreenOf(response.body);
    expect(answers!.filter((answer) => answer.key.startsWith('freelancers:'))).toEqual([
      { key: 'freelancers:first-page', body: api },
    ]);
    for (const page of ['/freelancers?skill=plc_electrical', '/freelancers?mine=1']) {
      expect(firstScreenOf((await ctx.app.inject({ url: page })).body).answers).toBeNull();
    }
  });
});
