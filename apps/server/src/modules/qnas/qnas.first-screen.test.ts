import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build.ts';
import { createQna, signedInMember } from '../../../test/factories.ts';
import { buildTestAppWithWebBuild, firstScreenOf } from '../../../test/web-build.ts';

describe('a member’s own screens’ first data inside their page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Without the web app's server bundle: the data alone (web-app.render.test.ts draws with it).
    ctx = await buildTestAppWithWebBuild({ WEB_SSR_DIST: 'no-server-bundle' });
  });
  afterAll(() => ctx.close());

  const answersOf = (html: string) => firstScreenOf(html).answers;
  const keysOf = (html: string) => answersOf(html)?.map((answer) => answer.key) ?? null;

  it('puts into /qnas the member’s inquiries and who they are, as the API answers them, sent private and unstored', async () => {
    const a = await signedInMember(ctx.app, ctx.db, { nickname: 'amber-pump' });
    const b = await signedInMember(ctx.app, ctx.db, { nickname: 'basil-valve' });
    await createQna(ctx.db, a.user.id, 'Pump seal question');
    await createQna(ctx.db, b.user.id, 'Valve thread question');
    const user = (await a.agent.get('/api/user')).json();
    const qnas = (await a.agent.get('/api/qnas')).json();
    expect(qnas.data).toHaveLength(1);

    const page = await a.agent.get('/qnas');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['vary']).toContain('Cookie');
    const answers = answersOf(page.body)!;
    expect(answers.find((answer) => answer.key === 'session:user')).toEqual({
      key: 'session:user',
      body: user,
    });
    expect(answers.find((answer) => answer.key === 'qnas:first-page')).toEqual({
      key: 'qnas:first-page',
      body: qnas,
    });
    expect(keysOf(page.body)).toContain('boot:en');

    // The other member's page holds their own inquiries and name, never the first one's.
    const other = await b.agent.get('/qnas');
    expect(other.body).toContain('Valve thread question');
    expect(other.body).toContain('basil-valve');
    expect(other.body).not.toContain('Pump seal question');
    expect(other.body).not.toContain('amber-pump');
    expect(other.body).not.toContain(a.user.email);
  });

  it('puts who the member is into /mypage, and nothing of theirs into a visitor’s page or a public one', async () => {
    const a = await signedInMember(ctx.app, ctx.db, { nickname: 'cedar-lathe' });
    const user = (await a.agent.get('/api/user')).json();
    const page = await a.agent.get('/mypage');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(answersOf(page.body)).toContainEqual({ key: 'session:user', body: user });

    // A visitor is sent to sign in by the app, as before: the shell, nothing drawn, nothing inside.
    for (const url of ['/qnas', '/mypage']) {
      const visitor = await ctx.app.inject({ url });
      expect(answersOf(visitor.body)).toBeNull();
      expect(visitor.headers['cache-control']).toBe('no-cache');
    }
    // Only the plain page: another address of it is the app's to fetch.
    expect(answersOf((await a.agent.get('/qnas?page=2')).body)).toBeNull();
    // A public page the member reads carries no member (the app asks once it has hydrated).
    const list = await a.agent.get('/products');
    expect(keysOf(list.body)).not.toContain('session:user');
    expect(list.body).not.toContain('cedar-lathe');
    expect(list.headers['cache-control']).toBe('private, no-cache');
  });
});
