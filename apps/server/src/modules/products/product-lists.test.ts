import { productListQuerySchema } from '@steelyard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, createUser, signedInMember } from '../../../test/factories.ts';
import { publicProductsChanged } from '../../db/changes.ts';

const firstPage = productListQuerySchema.parse({ cursor: '' });
const titles = (body: { data: { title: string }[] }) => body.data.map((p) => p.title);

describe('visitors’ first pages kept in memory', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers visitors from one read until something changes', async () => {
    const lists = ctx.app.productLists;
    const [a, b] = await Promise.all([lists.list(null, firstPage), lists.list(null, firstPage)]);
    expect(JSON.parse(a.json!)).toEqual(a.answer);
    // One read for both (the same answer), and the next visitor gets it again.
    expect(a).toBe(b);
    expect(await lists.list(null, firstPage)).toBe(a);
    // The route sends the kept text as the serializer would have sent the answer.
    const sent = await ctx.app.inject({ url: '/api/products?cursor=' });
    expect(sent.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(sent.body).toBe(a.json);
    ctx.app.bus.publish(publicProductsChanged.name);
    expect(await lists.list(null, firstPage)).not.toBe(a);
  });

  it('gives a member who blocked nobody the visitors’ kept page, and keeps no later numbered page', async () => {
    const lists = ctx.app.productLists;
    const member = await createUser(ctx.db);
    const visitors = await lists.list(null, firstPage);
    expect(await lists.list(member.id, firstPage)).toBe(visitors);
    const second = productListQuerySchema.parse({ page: '2' });
    expect(await lists.list(null, second)).not.toBe(await lists.list(null, second));
  });

  it('writes a batch of view counts into the kept pages, without reading them again', async () => {
    const seller = await createUser(ctx.db);
    await createProduct(ctx.db, seller.id, { title: 'unviewed drill' });
    const viewed = await createProduct(ctx.db, seller.id, { title: 'viewed lathe' });
    const lists = ctx.app.productLists;
    const before = await lists.list(null, firstPage);
    const card = (page: typeof before) => page.answer.data.find((post) => post.id === viewed.id);
    expect(card(before)?.view_count).toBe(0);
    const other = productListQuerySchema.parse({ cursor: '', word: 'nothing-like-this' });
    const untouched = await lists.list(null, other);

    await ctx.app.productPages.show(viewed.id, { userId: null, viewerKey: 'session:list-viewer' });
    await ctx.app.productViews.flush();
    const after = await lists.list(null, firstPage);
    expect(card(after)?.view_count).toBe(1);
    // The text sent is the new page's, and the other posts' cards are the same objects: not read again.
    expect(JSON.parse(after.json!)).toEqual(after.answer);
    expect(after.answer.data.filter((post) => post.id !== viewed.id)).toEqual(
      before.answer.data.filter((post) => post.id !== viewed.id),
    );
    const unviewed = (page: typeof before) =>
      page.answer.data.find((post) => post.title === 'unviewed drill');
    expect(unviewed(after)).toBeDefined();
    expect(unviewed(after)).toBe(unviewed(before));
    expect(await lists.list(null, other)).toBe(untouched);
  });

  it('keeps the keyset pages after a kept first page until something changes', async () => {
    const seller = await createUser(ctx.db);
    for (let n = 0; n < 3; n++) await createProduct(ctx.db, seller.id, { title: `keyset lathe ${n}` });
    const lists = ctx.app.productLists;
    const first = await lists.list(null, productListQuerySchema.parse({ cursor: '', per_page: '2' }));
    const cursor = first.answer.meta.next_cursor as string;
    const next = productListQuerySchema.parse({ cursor, per_page: '2' });
    const second = await lists.list(null, next);
    expect(titles(second.answer)[0]).toBe('keyset lathe 0');
    expect(await lists.list(null, next)).toBe(second);
    const member = await createUser(ctx.db);
    expect(await lists.list(member.id, next)).toBe(second);
    // A post edited on the second page shows at once.
    await ctx.db
      .updateTable('products')
      .set({ title: 'keyset lathe zero' })
      .where('title', '=', 'keyset lathe 0')
      .execute();
    ctx.app.bus.publish(publicProductsChanged.name);
    expect(titles((await lists.list(null, next)).answer)[0]).toBe('keyset lathe zero');
  });

  it('leaves a blocked seller’s posts out of a kept page after a cursor', async () => {
    const { agent } = await signedInMember(ctx.app, ctx.db);
    const [shown, blocked] = [await createUser(ctx.db), await createUser(ctx.db)];
    for (let n = 0; n < 4; n++) {
      await createProduct(ctx.db, shown.id, { title: `cursor shown ${n}` });
      await createProduct(ctx.db, blocked.id, { title: `cursor blocked ${n}` });
    }
    expect((await agent.post('/api/blocks', { user_id: blocked.id })).statusCode).toBe(200);
    const first = (await agent.get('/api/products?cursor=&per_page=4')).json();
    const path = `/api/products?cursor=${first.meta.next_cursor}&per_page=4`;
    // A visitor's second page holds both sellers' posts; the member's, only the one not blocked.
    expect(titles((await ctx.app.inject({ url: path })).json())).toEqual([
      'cursor blocked 1',
      'cursor shown 1',
      'cursor blocked 0',
      'cursor shown 0',
    ]);
    const theirs = titles((await agent.get(path)).json());
    expect(theirs.slice(0, 2)).toEqual(['cursor shown 1', 'cursor shown 0']);
    expect(theirs.filter((title) => title.startsWith('cursor blocked'))).toEqual([]);
  });

  it('leaves out, at once, the posts of a member one blocked or was blocked by, and shows them again at once', async () => {
    const { user: member, agent } = await signedInMember(ctx.app, ctx.db);
    const blocker = await signedInMember(ctx.app, ctx.db);
    const seller = await createUser(ctx.db);
    await createProduct(ctx.db, seller.id, { title: 'blocked-seller lathe' });
    await createProduct(ctx.db, blocker.user.id, { title: 'blocker press' });
    const seen = async (query: string) => titles((await agent.get(`/api/products?${query}`)).json());
    const both = ['blocked-seller lathe', 'blocker press'];
    expect(await seen('cursor=')).toEqual(expect.arrayContaining(both));
    // Kept for the member too: the visitors' page, read once.
    expect(await ctx.app.productLists.list(member.id, firstPage)).toBe(
      await ctx.app.productLists.list(null, firstPage),
    );

    expect((await agent.post('/api/blocks', { user_id: seller.id })).statusCode).toBe(200);
    expect((await blocker.agent.post('/api/blocks', { user_id: member.id })).statusCode).toBe(200);
    for (const query of ['cursor=', 'page=1']) {
      const titlesNow = await seen(query);
      expect(titlesNow).not.toContain('blocked-seller lathe');
      expect(titlesNow).not.toContain('blocker press');
    }
    // A visitor still sees both.
    expect(titles((await ctx.app.inject({ url: '/api/products?cursor=' })).json())).toEqual(
      expect.arrayContaining(both),
    );
    expect((await agent.delete(`/api/blocks/${seller.id}`)).statusCode).toBe(200);
    expect((await blocker.agent.delete(`/api/blocks/${member.id}`)).statusCode).toBe(200);
    for (const query of ['cursor=', 'page=1'])
      expect(await seen(query)).toEqual(expect.arrayContaining(both));
  });

  it('shows a visitor a new, edited, hidden or deleted post at once, and a seller’s new nickname', async () => {
    const { user: seller, agent } = await signedInMember(ctx.app, ctx.db);
    const visitorList = async () => (await ctx.app.inject({ url: '/api/products?cursor=' })).json();
    const product = await createProduct(ctx.db, seller.id, { title: 'kept-list lathe' });
    expect(titles(await visitorList())).toContain('kept-list lathe');

    await ctx.db
      .updateTable('products')
      .set({ title: 'kept-list mill' })
      .where('id', '=', product.id)
      .execute();
    expect(titles(await visitorList())).toContain('kept-list mill');

    await ctx.db
      .updateTable('users')
      .set({ nickname: 'renamed-seller' })
      .where('id', '=', seller.id)
      .execute();
    const renamed = (await visitorList()).data.find((p: { id: number }) => p.id === product.id);
    expect(renamed.user.nickname).toBe('renamed-seller');

    const hidden = await agent.patch(`/api/products/${product.id}/hidden`, { hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(titles(await visitorList())).not.toContain('kept-list mill');
  });

  it('hides a post under a new minimum price to show from visitors at once (§5)', async () => {
    const { agent } = await signedInMember(ctx.app, ctx.db, { isAdmin: true });
    const { min_price_for_show, ios, android } = (await agent.get('/api/admin/settings')).json().data;
    const seller = await createUser(ctx.db);
    await createProduct(ctx.db, seller.id, { title: 'kept-list washer', price: min_price_for_show + 500 });
    const visitorTitles = async () => titles((await ctx.app.inject({ url: '/api/products?cursor=' })).json());
    expect(await visitorTitles()).toContain('kept-list washer');
    const raised = await agent.patch('/api/admin/settings', {
      min_price_for_show: min_price_for_show + 1_000,
      ios,
      android,
    });
    expect(raised.statusCode).toBe(200);
    expect(await visitorTitles()).not.toContain('kept-list washer');
    await agent.patch('/api/admin/settings', { min_price_for_show, ios, android });
  });

  it('does not keep an answer read while a write was committing', async () => {
    const seller = await createUser(ctx.db);
    const read = ctx.app.productLists.list(null, firstPage);
    await createProduct(ctx.db, seller.id, { title: 'committed-meanwhile drill' });
    await read;
    expect(titles((await ctx.app.productLists.list(null, firstPage)).answer)).toContain(
      'committed-meanwhile drill',
    );
  });
});
