import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, createImage, createProduct, createUser, signedInMember } from '../../../test/factories.ts';
import { productViewsCounted, publicProductsChanged } from '../../db/changes.ts';

const visitor = { userId: null, viewerKey: null };

describe('posts’ pages as visitors see them, kept in memory', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('reads a post once for the visitors who ask, until something changes', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { withImage: true });
    const pages = ctx.app.productPages;
    const [a, b] = await Promise.all([pages.show(product.id, visitor), pages.show(product.id, visitor)]);
    // What the page shows with the post is the same read (the same photos) for both and the next.
    expect(a.images).toBe(b.images);
    expect((await pages.show(product.id, visitor)).images).toBe(a.images);
    ctx.app.bus.publish(publicProductsChanged.name, String(product.id));
    const again = await pages.show(product.id, visitor);
    expect(again.images).not.toBe(a.images);
    expect(again.images).toEqual(a.images);
  });

  it('never keeps a member’s page: their block hides the post from them while visitors see it', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { withImage: true });
    const { user: member, agent } = await signedInMember(ctx.app, ctx.db);
    const pages = ctx.app.productPages;
    const viewer = { userId: member.id, viewerKey: null };
    expect((await pages.show(product.id, viewer)).images).not.toBe(
      (await pages.show(product.id, viewer)).images,
    );
    await pages.show(product.id, visitor);
    await block(ctx.db, member.id, seller.id);
    expect((await agent.get(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await new Agent(ctx.app).get(`/api/products/${product.id}`)).statusCode).toBe(200);
  });

  it('shows a visitor an edit, a new photo, a seller’s new nickname and a hidden post at once', async () => {
    const { user: seller, agent } = await signedInMember(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, seller.id, { title: 'kept-page lathe', withImage: true });
    const page = async () => (await new Agent(ctx.app).get(`/api/products/${product.id}`)).json().data;
    expect((await page()).title).toBe('kept-page lathe');

    await ctx.db
      .updateTable('products')
      .set({ title: 'kept-page mill' })
      .where('id', '=', product.id)
      .execute();
    expect((await page()).title).toBe('kept-page mill');

    const photo = await createImage(ctx.db, seller.id);
    await ctx.db
      .insertInto('product_images')
      .values({ product_id: product.id, image_id: photo.id, position: 1 })
      .execute();
    expect((await page()).images).toHaveLength(2);

    await ctx.db
      .updateTable('users')
      .set({ nickname: 'renamed-page-seller' })
      .where('id', '=', seller.id)
      .execute();
    expect((await page()).seller.nickname).toBe('renamed-page-seller');

    expect((await agent.patch(`/api/products/${product.id}/hidden`, { hidden: true })).statusCode).toBe(200);
    expect((await new Agent(ctx.app).get(`/api/products/${product.id}`)).statusCode).toBe(404);
  });

  it('counts a view once per session, a session’s earlier view included, and drops only the counted post’s page', async () => {
    const seller = await createUser(ctx.db);
    const [counted, untouched] = [
      await createProduct(ctx.db, seller.id, { withImage: true }),
      await createProduct(ctx.db, seller.id, { withImage: true }),
    ];
    const pages = ctx.app.productPages;

    // A session that counted its view before this instance started (or on another one).
    await ctx.db
      .insertInto('product_views')
      .values({ product_id: counted.id, viewer_key: 'session:earlier' })
      .execute();
    await ctx.db.updateTable('products').set({ view_count: 1 }).where('id', '=', counted.id).execute();
    const earlier = { userId: null, viewerKey: 'session:earlier' };
    const kept = (await pages.show(untouched.id, visitor)).images;
    expect((await pages.show(counted.id, earlier)).row.view_count).toBe(1);

    const fresh = { userId: null, viewerKey: 'session:fresh' };
    expect((await pages.show(counted.id, fresh)).row.view_count).toBe(2);
    expect((await pages.show(counted.id, fresh)).row.view_count).toBe(2);
    expect((await pages.show(counted.id, earlier)).row.view_count).toBe(2);

    // Written a moment later: the counted post's kept page takes its new count without reading
    // the post again, and the other page stays as it was.
    const countedPhotos = (await pages.show(counted.id, visitor)).images;
    await ctx.app.productViews.flush();
    const afterWrite = await pages.show(counted.id, visitor);
    expect(afterWrite.row.view_count).toBe(2);
    expect(afterWrite.images).toBe(countedPhotos);
    expect((await pages.show(counted.id, fresh)).row.view_count).toBe(2);
    expect((await pages.show(untouched.id, visitor)).images).toBe(kept);
    const stored = await ctx.db
      .selectFrom('products')
      .select('view_count')
      .where('id', '=', counted.id)
      .executeTakeFirstOrThrow();
    expect(stored.view_count).toBe(2);
  });

  it('takes the counts another instance wrote, never going back to an older one', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id);
    const pages = ctx.app.productPages;
    expect((await pages.show(product.id, visitor)).row.view_count).toBe(0);
    ctx.app.bus.publish(productViewsCounted.name, `${product.id}:7,999999:1`);
    expect((await pages.show(product.id, visitor)).row.view_count).toBe(7);
    ctx.app.bus.publish(productViewsCounted.name, `${product.id}:5`);
    expect((await pages.show(product.id, visitor)).row.view_count).toBe(7);
    // After a bus outage the listeners hear no detail: the page is read again (0 is stored).
    ctx.app.bus.publish(productViewsCounted.name);
    expect((await pages.show(product.id, visitor)).row.view_count).toBe(0);
  });

  it('leaves a seller’s post under a new minimum price to show out of a kept page at once (§5)', async () => {
    const { agent } = await signedInMember(ctx.app, ctx.db, { isAdmin: true });
    const before = (await agent.get('/api/admin/settings')).json().data;
    const seller = await createUser(ctx.db);
    const cheap = await createProduct(ctx.db, seller.id, { price: before.min_price_for_show + 500 });
    const product = await createProduct(ctx.db, seller.id, { price: before.min_price_for_show + 5_000 });
    const others = async () =>
      (await new Agent(ctx.app).get(`/api/products/${product.id}`))
        .json()
        .data.seller_products.map((p: { id: number }) => p.id);
    expect(await others()).toContain(cheap.id);
    const raised = { ...before, min_price_for_show: before.min_price_for_show + 1_000 };
    expect((await agent.patch('/api/admin/settings', raised)).statusCode).toBe(200);
    expect(await others()).not.toContain(cheap.id);
    await agent.patch('/api/admin/settings', before);
  });
});
