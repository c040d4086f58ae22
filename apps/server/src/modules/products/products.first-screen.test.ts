import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import type { TestContext } from '../../../test/build.ts';
import { block, createProduct, createUser, nextAddress } from '../../../test/factories.ts';
import { buildTestAppWithWebBuild, firstScreenOf } from '../../../test/web-build.ts';

describe('the first screen inside the page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Without the web app's server bundle: the data alone (web-app.render.test.ts draws with it).
    ctx = await buildTestAppWithWebBuild({ WEB_SSR_DIST: 'no-server-bundle' });
  });
  afterAll(() => ctx.close());

  it('puts the newest products into home and the list, exactly as the API answers them, thumbnails preloaded', async () => {
    const seller = await createUser(ctx.db);
    await createProduct(ctx.db, seller.id, { withImage: true, title: 'first-screen lathe' });
    const api = (await ctx.app.inject({ url: '/api/products?cursor=&per_page=20' })).json();
    for (const page of ['/', '/products']) {
      const response = await ctx.app.inject({ url: page });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const screen = firstScreenOf(response.body);
      // Home also carries its pinned notices (content.first-screen.test.ts).
      expect(screen.answers?.filter((a) => a.key.startsWith('products:'))).toEqual([
        { key: 'products:first-page', body: api },
      ]);
      expect(screen.images[0]).toBe(api.data[0].thumb_url);
    }
    // A page with filters, or any other page, is the plain app.
    expect(firstScreenOf((await ctx.app.inject({ url: '/products?word=x' })).body).answers).toBeNull();
    const plain = await ctx.app.inject({ url: '/chats' });
    expect(firstScreenOf(plain.body).answers).toBeNull();
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('shows each viewer their own list: no post of a member they blocked', async () => {
    const viewer = await createUser(ctx.db);
    const blocked = await createUser(ctx.db);
    const hidden = await createProduct(ctx.db, blocked.id, { title: 'first-screen blocked one' });
    await block(ctx.db, viewer.id, blocked.id);
    const agent = new Agent(ctx.app);
    await agent.login(viewer.email, 'password', nextAddress());
    const answers = firstScreenOf((await agent.get('/')).body).answers!;
    const ids = (answers[0]!.body as { data: { id: number }[] }).data.map((p) => p.id);
    expect(ids).not.toContain(hidden.id);
  });

  it('keeps a title that looks like markup inside the data', async () => {
    const seller = await createUser(ctx.db);
    const title = '</script><script>alert(1)</script> <!-- lathe';
    await createProduct(ctx.db, seller.id, { title });
    const html = (await ctx.app.inject({ url: '/' })).body;
    // The app's own script and the data's (beside the JSON-LD data block): none from the title.
    expect(html.match(/<script(?! type="application\/ld\+json")/g)).toHaveLength(2);
    const body = firstScreenOf(html).answers![0]!.body as { data: { title: string }[] };
    expect(body.data[0]!.title).toBe(title);
  });

  it('puts a product page and its first photo into the page only for a viewer who may open it', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { withImage: true });
    const html = (await ctx.app.inject({ url: `/products/${product.id}` })).body;
    const shown = firstScreenOf(html);
    expect(shown.images).toHaveLength(1);
    expect(shown.images[0]).toMatch(/^\/uploads\/images\/.+\.webp$/);
    // The same choice of size as the page's <img>: both sizes, and the page's width.
    const thumb = String(shown.images[0]).replace(/\.webp$/, '_thumb.webp');
    expect(html).toContain(`imagesrcset="${thumb} 400w, ${shown.images[0]} 1280w"`);
    expect(html).toContain('imagesizes="(min-width: 640px) 640px, 100vw"');
    // The page itself, as the API answers it, read without counting a view.
    const detail = shown.answers!.find((answer) => answer.key === 'products:detail')!.body as {
      data: { id: number; view_count: number };
    };
    expect(detail.data.id).toBe(product.id);
    const api = (await ctx.app.inject({ url: `/api/products/${product.id}` })).json();
    expect(api.data.view_count).toBe(detail.data.view_count + 1);
    const hidden = await createProduct(ctx.db, seller.id, { withImage: true, hidden: true });
    const hiddenPage = firstScreenOf((await ctx.app.inject({ url: `/products/${hidden.id}` })).body);
    expect(hiddenPage.images).toEqual([]);
    expect(hiddenPage.answers).toBeNull();
  });
});
