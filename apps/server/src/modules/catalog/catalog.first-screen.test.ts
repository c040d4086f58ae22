import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build.ts';
import { createProduct, createUser, signedInMember } from '../../../test/factories.ts';
import { buildTestAppWithWebBuild, firstScreenOf } from '../../../test/web-build.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestAppWithWebBuild();
});
afterAll(() => ctx.close());

/** The boot's answers a drawn page carries, in the language it was drawn in (`boot:<language>`). */
const bootOf = (html: string, language = 'ko') =>
  firstScreenOf(html).answers?.find((answer) => answer.key === `boot:${language}`)?.body;
const korean = { 'accept-language': 'ko' };
const dataOf = async (url: string, headers: Record<string, string> = korean) =>
  (await ctx.app.inject({ url, headers })).json().data;

describe('the boot’s answers inside a drawn page', () => {
  it('carries what each boot call answers in Korean, a visitor as null, on the drawn pages only', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id);
    const expected = {
      user: null,
      country: await dataOf('/api/ips/country'),
      settings: (await dataOf('/api/settings'))[0],
      versions: (await dataOf('/api/versions'))[0],
      categories: {
        product: await dataOf('/api/productCategories'),
        notice: await dataOf('/api/noticeCategories'),
        faq: await dataOf('/api/faqCategories'),
      },
    };
    for (const page of ['/', '/products', `/products/${product.id}`]) {
      const response = await ctx.app.inject({ url: page, headers: korean });
      expect(bootOf(response.body)).toEqual(expected);
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
    // A German reader's page carries the answers in German (the page is drawn in their language).
    const german = { 'accept-language': 'de' };
    const inGerman = await ctx.app.inject({ url: '/products', headers: german });
    expect(bootOf(inGerman.body, 'ko')).toBeUndefined();
    expect(bootOf(inGerman.body, 'de')).toMatchObject({
      categories: { product: await dataOf('/api/productCategories', german) },
    });
    expect(bootOf((await ctx.app.inject({ url: '/chats' })).body)).toBeUndefined();
  });

  it('leaves a signed-in member out: the app asks who they are once the page has hydrated', async () => {
    const { agent } = await signedInMember(ctx.app, ctx.db);
    const boot = bootOf((await agent.get('/products', { headers: korean })).body) as Record<string, unknown>;
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
