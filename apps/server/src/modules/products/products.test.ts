import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, createUser, productCategoryId } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const list = async (query = '') =>
  (await ctx.app.inject({ method: 'GET', url: `/api/products${query}` })).json();

describe('GET /api/products', () => {
  it('lists visible products newest first with the seller and first photo, paged', async () => {
    const seller = await createUser(ctx.db, { nickname: '선반장인' });
    const day = 24 * 60 * 60 * 1000;
    const old = await createProduct(ctx.db, seller.id, {
      title: 'old lathe',
      createdAt: new Date(Date.now() - 3 * day),
    });
    const mid = await createProduct(ctx.db, seller.id, {
      title: 'mid drill',
      createdAt: new Date(Date.now() - 2 * day),
      withImage: true,
    });
    const recent = await createProduct(ctx.db, seller.id, {
      title: 'new press',
      createdAt: new Date(Date.now() - day),
    });

    const first = await list('?per_page=2');
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(first.data.map((p: { id: number }) => p.id)).toEqual([recent.id, mid.id]);
    expect(first.data[1]).toMatchObject({
      title: 'mid drill',
      type: 'sale',
      status: 'open',
      price: 500000,
      thumb_url: expect.stringMatching(/^\/uploads\/images\/test\/.+_thumb\.webp$/),
      user: { id: seller.id, nickname: '선반장인' },
    });
    expect(first.data[0].thumb_url).toBeNull();
    const second = await list('?per_page=2&page=2');
    expect(second.data.map((p: { id: number }) => p.id)).toEqual([old.id]);
  });

  it('leaves out hidden, deleted and suspended sellers’ products and cheap sale posts', async () => {
    const seller = await createUser(ctx.db);
    const suspended = await createUser(ctx.db, { suspended: true });
    const hidden = await createProduct(ctx.db, seller.id, { hidden: true });
    const deleted = await createProduct(ctx.db, seller.id, { deleted: true });
    const cheap = await createProduct(ctx.db, seller.id, { price: 999 });
    const ofSuspended = await createProduct(ctx.db, suspended.id);
    const share = await createProduct(ctx.db, seller.id, { type: 'share', price: null });
    const cheapWanted = await createProduct(ctx.db, seller.id, { type: 'wanted', price: 500 });
    const ids = (await list('?per_page=100')).data.map((p: { id: number }) => p.id);
    for (const id of [hidden.id, deleted.id, cheap.id, ofSuspended.id]) expect(ids).not.toContain(id);
    expect(ids).toEqual(expect.arrayContaining([share.id, cheapWanted.id]));
  });

  it('lists one category', async () => {
    const seller = await createUser(ctx.db);
    const tools = await productCategoryId(ctx.db, 'tools');
    const wrench = await createProduct(ctx.db, seller.id, { title: 'torque wrench' });
    await ctx.db.updateTable('products').set({ category_id: tools }).where('id', '=', wrench.id).execute();
    const data = (await list(`?category_id=${tools}`)).data;
    expect(data.map((p: { id: number }) => p.id)).toEqual([wrench.id]);
    expect(data[0].category_id).toBe(tools);
  });

  it('bounds per_page and refuses bad paging with 422', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?per_page=1000',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.per_page).toEqual(['Please enter a value of at most 100.']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products?page=0' })).statusCode).toBe(422);
  });
});
