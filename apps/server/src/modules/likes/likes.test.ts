import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, createProduct, createUser, nextAddress } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function member() {
  const user = await createUser(ctx.db);
  const agent = new Agent(ctx.app, { 'accept-language': 'en' });
  await agent.login(user.email, 'password', nextAddress());
  return { user, agent };
}
const likeCount = async (id: number) =>
  (await ctx.db.selectFrom('products').select('like_count').where('id', '=', id).executeTakeFirstOrThrow())
    .like_count;
const likeRows = async (userId: number) =>
  ctx.db.selectFrom('likes').selectAll().where('user_id', '=', userId).execute();

describe('/api/likes', () => {
  it('likes a product idempotently, counts right, lists it and unlikes idempotently', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id);
    const { user, agent } = await member();
    const { agent: other } = await member();
    const body = { likeable_type: 'product', likeable_id: product.id };

    const first = await agent.post('/api/likes', body);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ ...body, liked: true, like_count: 1 });
    expect((await agent.post('/api/likes', body)).json().data.like_count).toBe(1);
    await Promise.all([other.post('/api/likes', body), other.post('/api/likes', body)]);
    expect(await likeCount(product.id)).toBe(2);
    expect(await likeRows(user.id)).toHaveLength(1);

    const listed = await agent.get('/api/likes?type=product');
    expect(listed.json().data.map((p: { id: number }) => p.id)).toEqual([product.id]);
    expect((await agent.get(`/api/products/${product.id}`)).json().data.liked).toBe(true);

    const removed = await agent.delete('/api/likes', body);
    expect(removed.json().data).toEqual({ ...body, liked: false, like_count: 1 });
    expect((await agent.delete('/api/likes', body)).json().data.like_count).toBe(1);
    expect(await likeRows(user.id)).toHaveLength(0);
    expect((await agent.get('/api/likes?type=product')).json().data).toEqual([]);
  });

  it('likes members and lists them', async () => {
    const seller = await createUser(ctx.db, { nickname: 'liked-seller' });
    const { agent } = await member();
    const body = { likeable_type: 'user', likeable_id: seller.id };
    expect((await agent.post('/api/likes', body)).json().data).toMatchObject({ liked: true, like_count: 1 });
    const listed = await agent.get('/api/likes?type=user');
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: seller.id, nickname: 'liked-seller' }),
    ]);
  });

  it('refuses liking one’s own post or oneself (403) and unknown or blocked targets (404), changing nothing', async () => {
    const { user, agent } = await member();
    const own = await createProduct(ctx.db, user.id);
    const ownPost = await agent.post('/api/likes', { likeable_type: 'product', likeable_id: own.id });
    expect(ownPost.statusCode).toBe(403);
    expect(ownPost.json()).toEqual({ message: 'You cannot add your own post or yourself to favourites.' });
    expect((await agent.post('/api/likes', { likeable_type: 'user', likeable_id: user.id })).statusCode).toBe(
      403,
    );
    expect(
      (await agent.post('/api/likes', { likeable_type: 'product', likeable_id: 999999 })).statusCode,
    ).toBe(404);
    const blocker = await createUser(ctx.db);
    const theirs = await createProduct(ctx.db, blocker.id);
    await block(ctx.db, blocker.id, user.id);
    expect(
      (await agent.post('/api/likes', { likeable_type: 'product', likeable_id: theirs.id })).statusCode,
    ).toBe(404);
    expect(
      (await agent.post('/api/likes', { likeable_type: 'user', likeable_id: blocker.id })).statusCode,
    ).toBe(404);
    const bad = await agent.post('/api/likes', { likeable_type: 'chat', likeable_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(await likeRows(user.id)).toHaveLength(0);
    expect(await likeCount(own.id)).toBe(0);
    expect(await likeCount(theirs.id)).toBe(0);
  });

  it('refuses unliking what the member cannot see (404), telling no like count and changing nothing', async () => {
    const seller = await createUser(ctx.db);
    const { user, agent } = await member();
    const hidden = await createProduct(ctx.db, seller.id, { likeCount: 7 });
    const deleted = await createProduct(ctx.db, seller.id, { likeCount: 7 });
    const blocker = await createUser(ctx.db);
    const blockers = await createProduct(ctx.db, blocker.id, { likeCount: 7 });
    for (const product of [hidden, deleted, blockers]) {
      const body = { likeable_type: 'product', likeable_id: product.id };
      expect((await agent.post('/api/likes', body)).statusCode).toBe(200);
    }
    await ctx.db.updateTable('products').set({ is_hidden: true }).where('id', '=', hidden.id).execute();
    await ctx.db
      .updateTable('products')
      .set({ deleted_at: new Date() })
      .where('id', '=', deleted.id)
      .execute();
    await block(ctx.db, blocker.id, user.id);
    for (const product of [hidden, deleted, blockers]) {
      const response = await agent.delete('/api/likes', {
        likeable_type: 'product',
        likeable_id: product.id,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('like_count');
      expect(await likeCount(product.id)).toBe(8);
    }
    expect(await likeRows(user.id)).toHaveLength(3);
    const unblock = await agent.delete('/api/likes', { likeable_type: 'user', likeable_id: blocker.id });
    expect(unblock.statusCode).toBe(404);
  });

  it('needs a signed-in member', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/likes' })).statusCode).toBe(401);
  });
});
