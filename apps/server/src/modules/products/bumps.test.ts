import { productListQuerySchema } from '@steelyard/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, createUser, nextAddress, signedInMember } from '../../../test/factories.ts';

const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

let ctx: TestContext;
let admin: Agent;
beforeAll(async () => {
  ctx = await buildTestApp();
  const user = await createUser(ctx.db, { isAdmin: true });
  admin = new Agent(ctx.app, { 'accept-language': 'en' });
  await admin.login(user.email, 'password', nextAddress());
});
afterAll(() => ctx.close());

const stored = (id: number) =>
  ctx.db
    .selectFrom('products')
    .select(['bumped_at', 'bump_count', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A day passes for the post: its last bump (or its posting) moves back by `hours`. */
const age = (id: number, hours: number) =>
  sql`update products set bumped_at = bumped_at - make_interval(hours => ${hours}),
    created_at = created_at - make_interval(hours => ${hours}) where id = ${id}`.execute(ctx.db);

const setBumpLimit = async (limit: number) => {
  const response = await admin.patch('/api/admin/settings', {
    min_price_for_show: 0,
    ios: '1.0.0',
    android: '1.0.0',
    bump_limit: limit,
  });
  expect(response.statusCode).toBe(200);
};

const newestIds = async (query = '') =>
  (await ctx.app.inject({ url: `/api/products?cursor=&per_page=100${query}` }))
    .json()
    .data.map((p: { id: number }) => p.id);

describe('POST /api/products/:id/bump', () => {
  it('moves a post to the top of the newest list and shows when, the kept first page dropped', async () => {
    await setBumpLimit(5);
    const { user, agent } = await signedInMember(ctx.app, ctx.db);
    const older = await createProduct(ctx.db, user.id, { createdAt: hoursAgo(48) });
    await createProduct(ctx.db, user.id);
    // The visitors' first page is kept: the same answer twice.
    const firstPage = productListQuerySchema.parse({ cursor: '' });
    const kept = await ctx.app.productLists.list(null, firstPage);
    expect(await ctx.app.productLists.list(null, firstPage)).toBe(kept);
    expect(kept.answer.data[0]!.id).not.toBe(older.id);

    const response = await agent.post(`/api/products/${older.id}/bump`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    const row = await stored(older.id);
    expect(row.bump_count).toBe(1);
    expect(detail.bumped_at).toBe(row.bumped_at!.toISOString());
    expect(detail.bump).toEqual({
      count: 1,
      left: 4,
      next_at: new Date(row.bumped_at!.getTime() + 24 * HOUR_MS).toISOString(),
    });

    const first = (await ctx.app.inject({ url: '/api/products?cursor=' })).json().data[0];
    expect(first).toMatchObject({ id: older.id, bumped_at: detail.bumped_at });
    // Others see when it was bumped, not the seller's counts.
    const page = (await ctx.app.inject({ url: `/api/products/${older.id}` })).json().data;
    expect(page).toMatchObject({ bumped_at: detail.bumped_at, bump: null });
  });

  it('allows one bump per 24 hours since the post was listed, saying when the next is allowed', async () => {
    const { user, agent } = await signedInMember(ctx.app, ctx.db);
    const fresh = await createProduct(ctx.db, user.id, { createdAt: hoursAgo(2) });
    const early = await agent.post(`/api/products/${fresh.id}/bump`);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('A post can be bumped once a day. You can bump it again in 22 h.');
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(21 * 3600);
    expect(await stored(fresh.id)).toMatchObject({ bumped_at: null, bump_count: 0 });

    await age(fresh.id, 22);
    expect((await agent.post(`/api/products/${fresh.id}/bump`)).statusCode).toBe(200);
    const again = await agent.post(`/api/products/${fresh.id}/bump`);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('A post can be bumped once a day. You can bump it again in 24 h.');
    expect((await stored(fresh.id)).bump_count).toBe(1);

    await age(fresh.id, 24);
    expect((await agent.post(`/api/products/${fresh.id}/bump`)).statusCode).toBe(200);
    expect((await stored(fresh.id)).bump_count).toBe(2);
  });

  it('bumps once when the same bump is sent twice at once', async () => {
    const { user, agent } = await signedInMember(ctx.app, ctx.db);
    const post = await createProduct(ctx.db, user.id, { createdAt: hoursAgo(30) });
    const statuses = (
      await Promise.all([
        agent.post(`/api/products/${post.id}/bump`),
        agent.post(`/api/products/${post.id}/bump`),
      ])
    )
      .map((r) => r.statusCode)
      .sort();
    expect(statuses).toEqual([200, 429]);
    expect((await stored(post.id)).bump_count).toBe(1);
  });

  it('stops at the back office’s limit of bumps in a post’s life', async () => {
    await setBumpLimit(2);
    const { user, agent } = await signedInMember(ctx.app, ctx.db);
    const post = await createProduct(ctx.db, user.id, { createdAt: hoursAgo(30) });
    for (let i = 0; i < 2; i += 1) {
      expect((await agent.post(`/api/products/${post.id}/bump`)).statusCode).toBe(200);
      await age(post.id, 25);
    }
    const mine = (await agent.get(`/api/products/${post.id}`)).json().data;
    expect(mine.bump).toMatchObject({ count: 2, left: 0 });
    const refused = await agent.post(`/api/products/${post.id}/bump`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This post has used all of its 2 bumps.');
    const before = await stored(post.id);
    expect(before.bump_count).toBe(2);

    // A higher limit lets it go on at once; 0 stops every post.
    await setBumpLimit(3);
    expect((await agent.post(`/api/products/${post.id}/bump`)).statusCode).toBe(200);
    await setBumpLimit(0);
    const other = await createProduct(ctx.db, user.id, { createdAt: hoursAgo(30) });
    const none = await agent.post(`/api/products/${other.id}/bump`);
    expect(none.json().message).toBe('This post has used all of its 0 bumps.');
    await setBumpLimit(5);
  });

  it('is the seller’s alone: others and visitors are refused, nothing changed', async () => {
    const { user } = await signedInMember(ctx.app, ctx.db);
    const post = await createProduct(ctx.db, user.id, { createdAt: hoursAgo(30) });
    const other = await signedInMember(ctx.app, ctx.db);
    const refused = await other.agent.post(`/api/products/${post.id}/bump`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the author of the post can do this.');
    expect((await new Agent(ctx.app).post(`/api/products/${post.id}/bump`)).statusCode).toBe(401);
    expect((await admin.post(`/api/products/${post.id}/bump`)).statusCode).toBe(403);
    expect(await stored(post.id)).toMatchObject({ bumped_at: null, bump_count: 0 });

    const { agent } = await signedInMember(ctx.app, ctx.db);
    expect((await agent.post('/api/products/999999999/bump')).statusCode).toBe(404);
    expect((await agent.post('/api/products/abc/bump')).statusCode).toBe(404);
  });

  it('refuses a hidden, reserved, sold or deleted post, nothing changed', async () => {
    const { user, agent } = await signedInMember(ctx.app, ctx.db);
    const createdAt = hoursAgo(30);
    for (const values of [{ hidden: true }, { status: 'trading' }, { status: 'completed' }]) {
      const post = await createProduct(ctx.db, user.id, { createdAt, ...values });
      const refused = await agent.post(`/api/products/${post.id}/bump`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Only a visible post that is still open can be bumped.');
      expect(await stored(post.id)).toMatchObject({ bumped_at: null, bump_count: 0 });
    }
    const deleted = await createProduct(ctx.db, user.id, { createdAt, deleted: true });
    expect((await agent.post(`/api/products/${deleted.id}/bump`)).statusCode).toBe(404);
  });

  it('keeps keyset pages whole across a bump: every post once, in the new order', async () => {
    const { user, agent } = await signedInMember(ctx.app, ctx.db);
    const posts = [];
    for (const hours of [90, 80, 70, 60, 50])
      posts.push((await createProduct(ctx.db, user.id, { createdAt: hoursAgo(hours) })).id);
    const [oldest, , middle, , newest] = posts as [number, number, number, number, number];
    const walk = async (from = '') => {
      const seen: number[] = [];
      let cursor: string | null = from;
      while (cursor !== null) {
        const body: { data: { id: number }[]; meta: { next_cursor: string | null } } = (
          await ctx.app.inject({ url: `/api/products?user_id=${user.id}&per_page=2&cursor=${cursor}` })
        ).json();
        seen.push(...body.data.map((p) => p.id));
        cursor = body.meta.next_cursor;
      }
      return seen;
    };
    expect(await walk()).toEqual([...posts].reverse());

    // A reader holds the cursor after the newest two; the newest then goes up again.
    const held = (await ctx.app.inject({ url: `/api/products?user_id=${user.id}&per_page=2&cursor=` })).json()
      .meta.next_cursor;
    expect((await agent.post(`/api/products/${newest}/bump`)).statusCode).toBe(200);
    expect(await walk(held)).toEqual([posts[2], posts[1], oldest]);

    // The oldest and the middle one bumped: on top, the latest bump first, each post once.
    expect((await agent.post(`/api/products/${oldest}/bump`)).statusCode).toBe(200);
    expect((await agent.post(`/api/products/${middle}/bump`)).statusCode).toBe(200);
    const order = await walk();
    expect(order).toEqual([middle, oldest, newest, posts[3], posts[1]]);
    expect(new Set(order).size).toBe(posts.length);
    // The unfiltered newest list agrees.
    const all = await newestIds();
    expect(all.indexOf(middle)).toBe(0);
    expect(all.indexOf(oldest)).toBe(1);
  });

  it(
    'reads the newest list from its index, before and after the keyset cursor',
    { timeout: 90_000 },
    async () => {
      const seller = await createUser(ctx.db);
      await sql`insert into products (user_id, category_id, type, title, price, country, created_at, bumped_at)
      select ${seller.id}, (select id from categories where kind = 'product' order by id limit 1), 'sale',
             'plan ' || i, 1000 + i, 'KR', now() - make_interval(mins => i),
             case when i % 10 = 0 then now() - make_interval(secs => i) end
      from generate_series(1, 5000) as i`.execute(ctx.db);
      await sql`analyze products`.execute(ctx.db);
      const plan = async (where: string) =>
        (
          await sql<{ 'QUERY PLAN': string }>`explain select id from products
          where deleted_at is null and is_hidden = false ${sql.raw(where)}
          order by coalesce(products.bumped_at, products.created_at) desc, products.id desc limit 20`.execute(
            ctx.db,
          )
        ).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      expect(await plan('')).toContain('products_visible_latest_idx');
      expect(
        await plan(
          `and (coalesce(products.bumped_at, products.created_at), products.id) < (now() - interval '1 hour', 1)`,
        ),
      ).toContain('products_visible_latest_idx');
      await sql`delete from products where title like 'plan %'`.execute(ctx.db);
    },
  );
});

describe('GET /api/users/me/products', () => {
  it('gives each of the seller’s posts its bump state under the back office’s limit', async () => {
    await setBumpLimit(3);
    const { user, agent } = await signedInMember(ctx.app, ctx.db);
    const post = await createProduct(ctx.db, user.id, { createdAt: hoursAgo(30) });
    const bumpOf = async () =>
      (await agent.get('/api/users/me/products?tab=all'))
        .json()
        .data.find((p: { id: number }) => p.id === post.id).bump as {
        count: number;
        left: number;
        next_at: string;
      };
    const before = await bumpOf();
    expect(before).toMatchObject({ count: 0, left: 3 });
    expect(Date.parse(before.next_at)).toBeLessThan(Date.now());
    expect((await agent.post(`/api/products/${post.id}/bump`)).statusCode).toBe(200);
    const after = await bumpOf();
    expect(after).toMatchObject({ count: 1, left: 2 });
    expect(Date.parse(after.next_at)).toBeGreaterThan(Date.now() + 23 * HOUR_MS);
    await setBumpLimit(5);
  });
});
