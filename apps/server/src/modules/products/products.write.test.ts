import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import {
  createImage,
  createProduct,
  createChat,
  createUser,
  nextAddress,
  productCategoryId,
} from '../../../test/factories.ts';

let ctx: TestContext;
let machinery: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  machinery = await productCategoryId(ctx.db, 'machinery');
});
afterAll(() => ctx.close());

async function member(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, values);
  const agent = new Agent(ctx.app, { 'accept-language': 'en' });
  await agent.login(user.email, 'password', nextAddress());
  return { user, agent };
}

const validPost = (overrides: Record<string, unknown> = {}) => ({
  type: 'sale',
  category_id: machinery,
  title: 'CNC 선반 Doosan',
  price: 12_000_000,
  description: 'Runs well, tooling included.',
  place_name: 'Changwon industrial complex',
  lat: 35.22,
  lon: 128.68,
  keywords: 'CNC, 선반 ,Doosan',
  manufacturer: 'Doosan',
  model: 'PUMA 240',
  year_made: 2015,
  condition_grade: 'B',
  ...overrides,
});

const countProducts = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const productRow = (id: number) =>
  ctx.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const imagesOf = async (productId: number) =>
  (
    await ctx.db
      .selectFrom('product_images')
      .select('image_id')
      .where('product_id', '=', productId)
      .orderBy('position')
      .execute()
  ).map((r) => r.image_id);

describe('POST /api/products', () => {
  it('registers a post with its uploaded photos in order and answers with the detail', async () => {
    const { user, agent } = await member();
    const a = await createImage(ctx.db, user.id);
    const b = await createImage(ctx.db, user.id);
    const response = await agent.post('/api/products', validPost({ image_ids: [b.id, a.id] }));
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      type: 'sale',
      status: 'open',
      status_label_key: 'status.for_sale',
      title: 'CNC 선반 Doosan',
      price: 12_000_000,
      keywords: ['CNC', '선반', 'Doosan'],
      place_name: 'Changwon industrial complex',
      lat: 35.22,
      lon: 128.68,
      manufacturer: 'Doosan',
      year_made: 2015,
      condition_grade: 'B',
      country: 'KR',
      city: '서울특별시',
      is_mine: true,
      liked: false,
      seller: { id: user.id, manner: { good: 0, bad: 0, review_count: 0, trust_score: 36.5 } },
    });
    expect(data.images.map((i: { id: number }) => i.id)).toEqual([b.id, a.id]);
    expect(await imagesOf(data.id)).toEqual([b.id, a.id]);
    expect((await productRow(data.id)).search_grams).toEqual(expect.arrayContaining(['선반', 'cn', 'do']));
  });

  it('takes a multipart form with keywords and image_ids[]', async () => {
    const { user, agent } = await member();
    const image = await createImage(ctx.db, user.id);
    const response = await agent.post(
      '/api/products',
      validPost({ 'image_ids[]': [image.id], price: '', price_negotiable: '1', year_made: '' }),
      { multipart: true },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ price: null, price_negotiable: true, year_made: null });
  });

  it('gives a share post no price', async () => {
    const { agent } = await member();
    const response = await agent.post('/api/products', validPost({ type: 'share', price: 5000 }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: 'share',
      price: null,
      status_label_key: 'status.sharing',
    });
  });

  it('answers the spec’s messages for an empty form and stores nothing', async () => {
    const { agent } = await member();
    const before = await countProducts();
    const response = await agent.post('/api/products', { type: 'sale' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      category_id: ['Please select a category.'],
      title: ['Please enter a title.'],
      price: ['Please enter a price.'],
      place_name: ['Entering a preferred transaction location is required.'],
    });
    expect(await countProducts()).toBe(before);
  });

  it('refuses a long title, long or too many keywords, a place without coordinates and 11 photos', async () => {
    const { agent } = await member();
    const before = await countProducts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'x'.repeat(101) }, 'title', 'The title cannot exceed 100 characters.'],
      [{ title: '   ' }, 'title', 'Please enter a title.'],
      [{ keywords: 'short,abcdefghijklmnop' }, 'keywords', 'Each keyword cannot exceed 15 characters.'],
      [{ keywords: 'a,b,c,d,e,f' }, 'keywords', 'You can enter up to 5 keywords.'],
      [{ lat: undefined }, 'place_name', 'Entering a preferred transaction location is required.'],
      [{ place_name: '' }, 'place_name', 'Entering a preferred transaction location is required.'],
      [{ price: undefined, price_negotiable: 0 }, 'price', 'Please enter a price.'],
      [{ category_id: '' }, 'category_id', 'Please select a category.'],
      [
        { image_ids: Array.from({ length: 11 }, (_, i) => i + 1) },
        'image_ids',
        'You can upload up to 10 photos.',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await agent.post('/api/products', validPost(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect(await countProducts()).toBe(before);
  });

  it('refuses a notice category, someone else’s photo and a photo already used', async () => {
    const { user, agent } = await member();
    const other = await createUser(ctx.db);
    const notice = await ctx.db
      .selectFrom('categories')
      .select('id')
      .where('kind', '=', 'notice')
      .executeTakeFirstOrThrow();
    const before = await countProducts();
    const wrongCategory = await agent.post('/api/products', validPost({ category_id: notice.id }));
    expect(wrongCategory.json().errors.category_id).toEqual(['Please select a category.']);
    const theirs = await createImage(ctx.db, other.id);
    const stolen = await agent.post('/api/products', validPost({ image_ids: [theirs.id] }));
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.image_ids).toEqual(['A photo could not be found. Please upload it again.']);
    expect(await countProducts()).toBe(before);

    const mine = await createImage(ctx.db, user.id);
    expect((await agent.post('/api/products', validPost({ image_ids: [mine.id] }))).statusCode).toBe(201);
    const reused = await agent.post('/api/products', validPost({ image_ids: [mine.id] }));
    expect(reused.statusCode).toBe(422);
    expect(await countProducts()).toBe(before + 1);
  });

  it('needs a signed-in member', async () => {
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    const response = await agent.post('/api/products', validPost());
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH and DELETE /api/products/{id}', () => {
  it('edits every field and reorders, removes and adds photos', async () => {
    const { user, agent } = await member();
    const [a, b, c] = [
      await createImage(ctx.db, user.id),
      await createImage(ctx.db, user.id),
      await createImage(ctx.db, user.id),
    ];
    const id = (await agent.post('/api/products', validPost({ image_ids: [a.id, b.id] }))).json().data.id;
    const response = await agent.patch(
      `/api/products/${id}`,
      validPost({ title: '공구 세트', keywords: '공구', image_ids: [c.id, a.id] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: '공구 세트', keywords: ['공구'] });
    expect(await imagesOf(id)).toEqual([c.id, a.id]);
    const row = await productRow(id);
    expect(row.search_grams).toContain('공구');
    expect(row.search_grams).not.toContain('선반');
  });

  it('refuses someone else’s edit, status change, hide and delete with 403 and changes nothing', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { title: 'Original' });
    const { agent } = await member();
    const edit = await agent.patch(`/api/products/${product.id}`, validPost({ title: 'Hacked' }));
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ message: 'Only the author of the post can do this.' });
    expect((await agent.patch(`/api/products/${product.id}/status`, { status: 'trading' })).statusCode).toBe(
      403,
    );
    expect((await agent.patch(`/api/products/${product.id}/hidden`, { hidden: 1 })).statusCode).toBe(403);
    expect((await agent.delete(`/api/products/${product.id}`)).statusCode).toBe(403);
    expect(await productRow(product.id)).toMatchObject({
      title: 'Original',
      status: 'open',
      is_hidden: false,
      deleted_at: null,
    });
    expect((await agent.patch('/api/products/999999', validPost())).statusCode).toBe(404);
  });

  it('soft-deletes the author’s post; it is gone from the list and the detail', async () => {
    const { user, agent } = await member();
    const product = await createProduct(ctx.db, user.id);
    const response = await agent.delete(`/api/products/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect((await productRow(product.id)).deleted_at).not.toBeNull();
    expect((await agent.get(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await agent.delete(`/api/products/${product.id}`)).statusCode).toBe(404);
  });
});

describe('trade status, hide and histories', () => {
  it('moves through the statuses; completing needs a live member who chatted; reopening clears the buyer', async () => {
    const { user, agent } = await member();
    const buyer = await createUser(ctx.db);
    const suspended = await createUser(ctx.db, { suspended: true });
    const stranger = await createUser(ctx.db);
    const product = await createProduct(ctx.db, user.id, { type: 'wanted' });
    await createChat(ctx.db, product.id, buyer.id);
    await createChat(ctx.db, product.id, suspended.id);
    // A room without a message is no conversation.
    const silent = await createUser(ctx.db);
    await createChat(ctx.db, product.id, silent.id, 0);
    const url = `/api/products/${product.id}/status`;

    const purchases = async (who: Agent, tab: string) =>
      (await who.get(`/api/users/me/purchases?tab=${tab}`)).json().data.map((p: { id: number }) => p.id);
    expect(await purchases(agent, 'all')).toEqual([]);
    const trading = await agent.patch(url, { status: 'trading' });
    expect(trading.json().data).toMatchObject({ status: 'trading', status_label_key: 'status.purchasing' });
    expect(await purchases(agent, 'trading')).toEqual([product.id]);

    const noBuyer = await agent.patch(url, { status: 'completed' });
    expect(noBuyer.statusCode).toBe(422);
    expect(noBuyer.json().errors.buyer_id).toEqual(['Please choose the other party of the trade.']);
    for (const bad of [user.id, suspended.id, stranger.id, silent.id, 999999]) {
      const response = await agent.patch(url, { status: 'completed', buyer_id: bad });
      expect(response.json().errors.buyer_id).toEqual(['This member cannot be chosen for this trade.']);
    }
    expect((await productRow(product.id)).status).toBe('trading');

    const done = await agent.patch(url, { status: 'completed', buyer_id: buyer.id });
    expect(done.json().data).toMatchObject({
      status: 'completed',
      status_label_key: 'status.purchased',
      buyer: { id: buyer.id },
    });
    expect((await productRow(product.id)).buyer_id).toBe(buyer.id);

    // A wanted post's author is the one buying: the purchase is theirs, not the named seller's.
    const buyerAgent = new Agent(ctx.app);
    await buyerAgent.login(buyer.email, 'password', nextAddress());
    expect(await purchases(agent, 'completed')).toEqual([product.id]);
    expect(await purchases(buyerAgent, 'all')).toEqual([]);

    const reopened = await agent.patch(url, { status: 'open' });
    expect(reopened.json().data).toMatchObject({ status: 'open', buyer: null });
    expect((await productRow(product.id)).buyer_id).toBeNull();
    expect(await purchases(agent, 'all')).toEqual([]);
    expect((await agent.patch(url, { status: 'sold' })).statusCode).toBe(422);
  });

  it('hides and unhides; a hidden post is shown to its author only; sales history by tab', async () => {
    const { user, agent } = await member();
    const open = await createProduct(ctx.db, user.id);
    const sold = await createProduct(ctx.db, user.id, { status: 'completed' });
    const hide = await agent.patch(`/api/products/${open.id}/hidden`, { hidden: '1' });
    expect(hide.json().data.is_hidden).toBe(true);
    const visitor = new Agent(ctx.app);
    expect((await visitor.get(`/api/products/${open.id}`)).statusCode).toBe(404);
    expect((await agent.get(`/api/products/${open.id}`)).statusCode).toBe(200);

    const tab = async (name: string) =>
      (await agent.get(`/api/users/me/products?tab=${name}`)).json().data.map((p: { id: number }) => p.id);
    expect(await tab('hidden')).toEqual([open.id]);
    expect(await tab('completed')).toEqual([sold.id]);
    expect(await tab('open')).toEqual([]);
    expect((await tab('all')).sort()).toEqual([open.id, sold.id].sort());

    await agent.patch(`/api/products/${open.id}/hidden`, { hidden: 0 });
    expect((await visitor.get(`/api/products/${open.id}`)).statusCode).toBe(200);
    expect(await tab('open')).toEqual([open.id]);
  });
});

describe('GET /api/products/{id}', () => {
  it('shows photos, details, the seller card and other posts, and counts a view once per session', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { withImage: true, keywords: ['lathe'] });
    const other = await createProduct(ctx.db, seller.id, { title: 'Another one' });
    const visitor = new Agent(ctx.app);
    const first = await visitor.get(`/api/products/${product.id}`);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({
      id: product.id,
      view_count: 1,
      keywords: ['lathe'],
      is_mine: false,
      liked: false,
      buyer: null,
      seller: { id: seller.id, manner: { good: 0, review_count: 0, trust_score: 36.5 }, product_count: 2 },
    });
    // A visitor never sees the seller's bad manners (spec §6): absent, not zero.
    expect(data.seller.manner).not.toHaveProperty('bad');
    expect(data.images).toHaveLength(1);
    expect(data.images[0].url).toMatch(/^\/uploads\/images\/test\/.+\.webp$/);
    expect(data.seller_products.map((p: { id: number }) => p.id)).toEqual([other.id]);

    expect((await visitor.get(`/api/products/${product.id}`)).json().data.view_count).toBe(1);
    expect((await new Agent(ctx.app).get(`/api/products/${product.id}`)).json().data.view_count).toBe(2);
    // Views are written a moment later, in a batch; then the stored count agrees.
    await ctx.app.productViews.flush();
    expect((await productRow(product.id)).view_count).toBe(2);
    expect((await new Agent(ctx.app).get(`/api/products/${product.id}`)).json().data.view_count).toBe(3);
  });

  it('answers 404 for an unknown or non-numeric id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products/999999' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products/abc' })).statusCode).toBe(404);
  });
});

describe("'tax invoice available' (issue 30)", () => {
  it("is refused to a member who is not a verified business, with the field's message, and nothing is stored", async () => {
    const { agent } = await member();
    const before = await countProducts();
    const refused = await agent.post('/api/products', validPost({ tax_invoice: true }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      tax_invoice: ['Only a verified business can offer tax invoices.'],
    });
    expect(await countProducts()).toBe(before);
    expect((await agent.post('/api/products', validPost({ tax_invoice: false }))).statusCode).toBe(201);
  });

  it("is stored on a verified business's post and shown on its page", async () => {
    const { user, agent } = await member();
    await ctx.db.updateTable('users').set({ business_verified: true }).where('id', '=', user.id).execute();
    const saved = await agent.post('/api/products', validPost({ tax_invoice: true }));
    expect(saved.statusCode, saved.body).toBe(201);
    const page = await ctx.app.inject({ url: `/api/products/${saved.json().data.id}` });
    expect(page.json().data).toMatchObject({ tax_invoice: true, seller: { business_verified: true } });
  });
});

describe("the seller's minimum offer (issue 29)", () => {
  it('is stored with a negotiable price, shown to the seller only, and cleared with the negotiable flag', async () => {
    const seller = await member();
    const other = await member();
    const created = await seller.agent.post(
      '/api/products',
      validPost({ price: 1_000_000, price_negotiable: 1, min_offer: 800_000 }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data.min_offer).toBe(800_000);
    expect((await productRow(id)).min_offer).toBe(800_000);
    expect((await other.agent.get(`/api/products/${id}`)).json().data.min_offer).toBeNull();

    const fixed = await seller.agent.patch(
      `/api/products/${id}`,
      validPost({ price: 1_000_000, min_offer: 800_000 }),
    );
    expect(fixed.statusCode).toBe(200);
    expect((await productRow(id)).min_offer).toBeNull();
  });

  it('is refused above the price with its message on the field, and nothing changes', async () => {
    const seller = await member();
    const before = await countProducts();
    const refused = await seller.agent.post(
      '/api/products',
      validPost({ price: 500_000, price_negotiable: 1, min_offer: 600_000 }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.min_offer).toEqual(["The minimum offer can't be higher than the price."]);
    expect(await countProducts()).toBe(before);

    const created = await seller.agent.post(
      '/api/products',
      validPost({ price: 500_000, price_negotiable: 1, min_offer: 400_000 }),
    );
    const id = created.json().data.id as number;
    const edit = await seller.agent.patch(
      `/api/products/${id}`,
      validPost({ price: 500_000, price_negotiable: 1, min_offer: 700_000 }),
    );
    expect(edit.statusCode).toBe(422);
    expect((await productRow(id)).min_offer).toBe(400_000);
  });
});
