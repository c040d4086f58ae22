import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import { Agent } from '../../test/agent.ts';
import { createProduct, createUser, signedInMember } from '../../test/factories.ts';

/** The stored id of the member's one session. */
async function sessionOf(ctx: TestContext, userId: number) {
  const row = await ctx.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ends a session behind the app's back, as psql or another instance would. */
const deleteBehindTheApp = (ctx: TestContext, id: string) =>
  ctx.db.deleteFrom('sessions').where('id', '=', id).execute();

describe('sessions kept in memory', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await buildTestApp()));
  afterAll(() => ctx.close());

  it('keeps a session it read, and drops it when another instance says it ended', async () => {
    const { user, agent } = await signedInMember(ctx.app, ctx.db);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    const id = await sessionOf(ctx, user.id);
    await deleteBehindTheApp(ctx, id);
    // Kept: the request did not go to the database to learn who asks.
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    // What another instance's sign-out sends on the bus.
    await ctx.app.bus.publish('sessions', `session:${id}`);
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });

  it('drops every kept session when a member changed on another instance, or the bus lost messages', async () => {
    const first = await signedInMember(ctx.app, ctx.db);
    const second = await signedInMember(ctx.app, ctx.db);
    for (const member of [first, second]) expect((await member.agent.get('/api/user')).statusCode).toBe(200);
    await deleteBehindTheApp(ctx, await sessionOf(ctx, first.user.id));
    await ctx.app.bus.publish('sessions', `user:${first.user.id}`);
    expect((await first.agent.get('/api/user')).statusCode).toBe(401);
    expect((await second.agent.get('/api/user')).statusCode).toBe(200);
    await deleteBehindTheApp(ctx, await sessionOf(ctx, second.user.id));
    await ctx.app.bus.publish('sessions');
    expect((await second.agent.get('/api/user')).statusCode).toBe(401);
  });

  it('refuses a kept session once it has expired', async () => {
    const { user, agent } = await signedInMember(ctx.app, ctx.db);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    const id = await sessionOf(ctx, user.id);
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await ctx.app.bus.publish('sessions', `session:${id}`);
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });
});

describe('sessions read on every request (SESSION_CACHE_MS=0)', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await buildTestApp({ SESSION_CACHE_MS: '0' })));
  afterAll(() => ctx.close());

  it('refuses a session ended behind the app at once', async () => {
    const { user, agent } = await signedInMember(ctx.app, ctx.db);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    await deleteBehindTheApp(ctx, await sessionOf(ctx, user.id));
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });
});

describe('a visitor who only reads', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await buildTestApp()));
  afterAll(() => ctx.close());

  const sessionCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('writes no session: a view counts once per device, a search is remembered for it', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { title: 'Bench grinder' });
    const before = await sessionCount();
    const visitor = new Agent(ctx.app);
    for (let i = 0; i < 2; i++)
      expect((await visitor.get(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await visitor.get('/api/products?word=grinder')).statusCode).toBe(200);
    await ctx.app.flushDeferredWrites();
    expect(await sessionCount()).toBe(before);
    const viewCount = async () =>
      (
        await ctx.db
          .selectFrom('products')
          .select('view_count')
          .where('id', '=', product.id)
          .executeTakeFirstOrThrow()
      ).view_count;
    expect(await viewCount()).toBe(1);
    const recent = (await visitor.get('/api/searches')).json().data as Array<{ word: string }>;
    expect(recent.map((search) => search.word)).toEqual(['grinder']);
    // Another device: its own view, and none of the first one's searches.
    const other = new Agent(ctx.app);
    await other.get(`/api/products/${product.id}`);
    expect((await other.get('/api/searches')).json().data).toEqual([]);
    await ctx.app.flushDeferredWrites();
    expect(await viewCount()).toBe(2);
    expect(await sessionCount()).toBe(before);
  });
});
