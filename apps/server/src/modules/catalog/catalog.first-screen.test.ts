import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build.ts';
import { createProduct, createUser, signedInMember } from '../../../test/factories.ts';
import { buildTestAppWithWebBuild, firstScreenOf } from '../../../test/web-build.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestAppWithWebBuild();
});
afterAll(() => ctx.close());

const answerOf = (html: string, key: string) =>
  firstScreenOf(html).answers?.find((answer) => answer.key === key)?.body;
const bootOf = (html: string, language = 'ko') => answerOf(html, `boot:${language}`);
const dataOf = async (url: string, language = 'ko') =>
  (await ctx.app.inject({ url, headers: { 'accept-language': language } })).json().data;

describe('the boot’s answers inside a drawn page', () => {
  it('carries what each boot call and the place names answer in the page’s language, a visitor as null, on the drawn pages only', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id);
    const expected = {
      user: null,
      country: await dataOf('/api/ips/country', 'de'),
      settings: (await dataOf('/api/settings', 'de'))[0],
      versions: (await dataOf('/api/versions', 'de'))[0],
      categories: {
        product: await dataOf('/api/productCategories', 'de'),
        notice: await dataOf('/api/noticeCategories', 'de'),
        faq: await dataOf('/api/faqCategories', 'de'),
      },
    };
    const placeNames = await dataOf('/api/placeNames', 'de');
    for (const page of ['/', '/products', `/products/${product.id}`]) {
      // The page is drawn in the reader's language (here Accept-Language's), its answers read in it.
      const response = await ctx.app.inject({ url: page, headers: { 'accept-language': 'de' } });
      expect(bootOf(response.body, 'de')).toEqual(expected);
      expect(answerOf(response.body, 'places:names:de')).toEqual(placeNames);
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
    // Only the page's language: a German reader's page carries no Korean answers.
    const inGerman = await ctx.app.inject({ url: '/products', headers: { 'accept-language': 'de' } });
    expect(bootOf(inGerman.body, 'ko')).toBeUndefined();
    expect(bootOf((await ctx.app.inject({ url: '/chats' })).body)).toBeUndefined();
  });

  it('leaves a signed-in member out: the app asks who they are once the page has hydrated', async () => {
    const { agent } = await signedInMember(ctx.app, ctx.db);
    const boot = bootOf((await agent.get('/products')).body, 'en') as Record<string, unknown>;
    expect(boot.settings).toEqual((await dataOf('/api/settings'))[0]);
    expect(boot).not.toHaveProperty('user');
  });

  it('carries the versions and settings an admin changed on the next page', async () => {
    const { agent } = await signedInMember(ctx.app, ctx.db, { isAdmin: true });
    const before = (await agent.get('/api/admin/settings')).json().data;
    const bootOfHome = async () =>
      bootOf((await ctx.app.inject({ url: '/' })).body) as Record<string, unknown>;
    expect((await bootOfHome()).versions).toEqual({ ios: before.ios, android: before.android });
    const changed = { ...before, ios: '9.8.7', min_price_for_show: before.min_price_for_show + 100 };
    expect((await agent.patch('/api/admin/settings', changed)).statusCode).toBe(200);
    const after = await bootOfHome();
    expect(after.versions).toEqual({ ios: '9.8.7', android: before.android });
    expect(after.settings).toEqual({ min_price_for_show: before.min_price_for_show + 100 });
    await agent.patch('/api/admin/settings', before);
  });
});
