import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, createProduct, createUser, signedInMember } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);

/** The ids of one purchase history tab, first page. */
async function tabIds(agent: Agent, tab: string) {
  const response = await agent.get(`/api/users/me/purchases?tab=${tab}`);
  expect(response.statusCode).toBe(200);
  return response.json().data.map((p: { id: number }) => p.id) as number[];
}

/** A member's account state, as withdrawal or a suspension leaves it. */
const setAccount = (id: number, values: { withdrawn_at?: Date; suspended_at?: Date }) =>
  ctx.db.updateTable('users').set(values).where('id', '=', id).execute();

/** Distinct creation times, one minute apart, oldest first: the list is newest post first. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/users/me/purchases', () => {
  it('lists the trades the member buys: in progress (own wanted posts) and completed', async () => {
    const { user: me, agent } = await member();
    const seller = await createUser(ctx.db);
    const supplier = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const at = (m: number) => ({ createdAt: minutesAgo(m) });

    // Bought: a sale post and a share post whose completed trade named me.
    const bought = await createProduct(ctx.db, seller.id, { status: 'completed', buyerId: me.id, ...at(90) });
    const taken = await createProduct(ctx.db, seller.id, {
      type: 'share',
      price: null,
      status: 'completed',
      buyerId: me.id,
      ...at(80),
    });
    // My wanted posts: purchased (completed), purchasing (trading), and one I hid after buying.
    const purchased = await createProduct(ctx.db, me.id, {
      type: 'wanted',
      status: 'completed',
      buyerId: supplier.id,
      ...at(70),
    });
    const purchasing = await createProduct(ctx.db, me.id, { type: 'wanted', status: 'trading', ...at(60) });
    const hiddenPurchase = await createProduct(ctx.db, me.id, {
      type: 'wanted',
      status: 'completed',
      buyerId: supplier.id,
      hidden: true,
      ...at(50),
    });

    // Not purchases of mine:
    // my wanted post still searching (no trade yet), and a deleted one;
    await createProduct(ctx.db, me.id, { type: 'wanted', ...at(40) });
    await createProduct(ctx.db, me.id, {
      type: 'wanted',
      status: 'completed',
      buyerId: other.id,
      deleted: true,
    });
    // my own sale post sold to someone;
    await createProduct(ctx.db, me.id, { status: 'completed', buyerId: other.id, ...at(30) });
    // someone's wanted post I supplied (I sold to them: their purchase, not mine);
    await createProduct(ctx.db, other.id, { type: 'wanted', status: 'completed', buyerId: me.id, ...at(20) });
    // a sale post in progress (no buyer is named before completion), one sold to someone else;
    await createProduct(ctx.db, seller.id, { status: 'trading', ...at(10) });
    await createProduct(ctx.db, seller.id, { status: 'completed', buyerId: other.id, ...at(5) });
    // a post I bought that the seller deleted or hid since.
    await createProduct(ctx.db, seller.id, { status: 'completed', buyerId: me.id, deleted: true });
    await createProduct(ctx.db, seller.id, { status: 'completed', buyerId: me.id, hidden: true });

    expect(await tabIds(agent, 'completed')).toEqual([hiddenPurchase.id, purchased.id, taken.id, bought.id]);
    expect(await tabIds(agent, 'trading')).toEqual([purchasing.id]);
    const all = [hiddenPurchase.id, purchasing.id, purchased.id, taken.id, bought.id];
    expect(await tabIds(agent, 'all')).toEqual(all);
    // No tab is the same as 'all'; a blank one too (an empty form field).
    expect(await tabIds(agent, '')).toEqual(all);

    const first = (await agent.get('/api/users/me/purchases?tab=completed')).json().data[3];
    expect(first).toMatchObject({ id: bought.id, status: 'completed', user: { id: seller.id } });
  });

  it("never shows someone else's purchases", async () => {
    const seller = await createUser(ctx.db);
    const alice = await member();
    const bob = await member();
    const alicesBuy = await createProduct(ctx.db, seller.id, { status: 'completed', buyerId: alice.user.id });
    const alicesWanted = await createProduct(ctx.db, alice.user.id, { type: 'wanted', status: 'trading' });
    const bobsBuy = await createProduct(ctx.db, seller.id, { status: 'completed', buyerId: bob.user.id });

    expect(await tabIds(alice.agent, 'all')).toEqual([alicesWanted.id, alicesBuy.id]);
    expect(await tabIds(bob.agent, 'all')).toEqual([bobsBuy.id]);
    for (const tab of ['trading', 'completed']) {
      expect(await tabIds(bob.agent, tab)).not.toContain(alicesBuy.id);
      expect(await tabIds(bob.agent, tab)).not.toContain(alicesWanted.id);
    }
    // A visitor has no history.
    expect((await new Agent(ctx.app).get('/api/users/me/purchases')).statusCode).toBe(401);
  });

  it('hides purchases from a member blocked either way, or no longer live; my own wanted posts stay', async () => {
    const { user: me, agent } = await member();
    const blockedByMe = await createUser(ctx.db);
    const blocksMe = await createUser(ctx.db);
    const withdrawn = await createUser(ctx.db);
    const suspended = await createUser(ctx.db);
    const supplier = await createUser(ctx.db);
    const fromBlockedByMe = await createProduct(ctx.db, blockedByMe.id, {
      status: 'completed',
      buyerId: me.id,
    });
    const fromBlocksMe = await createProduct(ctx.db, blocksMe.id, { status: 'completed', buyerId: me.id });
    const fromWithdrawn = await createProduct(ctx.db, withdrawn.id, { status: 'completed', buyerId: me.id });
    const fromSuspended = await createProduct(ctx.db, suspended.id, { status: 'completed', buyerId: me.id });
    const myWanted = await createProduct(ctx.db, me.id, {
      type: 'wanted',
      status: 'completed',
      buyerId: supplier.id,
    });
    const before = await tabIds(agent, 'completed');
    expect(before.sort()).toEqual(
      [fromBlockedByMe.id, fromBlocksMe.id, fromWithdrawn.id, fromSuspended.id, myWanted.id].sort(),
    );

    await block(ctx.db, me.id, blockedByMe.id);
    await block(ctx.db, blocksMe.id, me.id);
    // The member I bought my wanted item from is blocked too: the post is still mine.
    await block(ctx.db, me.id, supplier.id);
    await setAccount(withdrawn.id, { withdrawn_at: new Date() });
    await setAccount(suspended.id, { suspended_at: new Date() });
    expect(await tabIds(agent, 'completed')).toEqual([myWanted.id]);
    expect(await tabIds(agent, 'all')).toEqual([myWanted.id]);

    // Unblocking brings the purchase back.
    await agent.delete(`/api/blocks/${blockedByMe.id}`);
    expect(await tabIds(agent, 'completed')).toEqual([myWanted.id, fromBlockedByMe.id]);
  });

  it('pages newest post first by cursor across both kinds of purchase, without repeats', async () => {
    const { user: me, agent } = await member();
    const seller = await createUser(ctx.db);
    const expected: number[] = [];
    for (let i = 0; i < 7; i++) {
      const createdAt = minutesAgo(100 - i);
      const product =
        i % 2 === 0
          ? await createProduct(ctx.db, seller.id, { status: 'completed', buyerId: me.id, createdAt })
          : await createProduct(ctx.db, me.id, { type: 'wanted', status: 'completed', createdAt });
      expected.unshift(product.id);
    }
    const seen: number[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const response = await agent.get(`/api/users/me/purchases?tab=completed&per_page=3&cursor=${cursor}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.meta.per_page).toBe(3);
      seen.push(...body.data.map((p: { id: number }) => p.id));
      if (!body.meta.next_cursor) break;
      cursor = body.meta.next_cursor;
    }
    expect(seen).toEqual(expected);
  });

  it('answers a bad query with 422 and the field', async () => {
    const { agent } = await member();
    for (const [query, field] of [
      ['tab=open', 'tab'],
      ['tab=hidden', 'tab'],
      ['tab=purchased', 'tab'],
      ['cursor=garbage', 'cursor'],
      [`cursor=${Buffer.from(JSON.stringify({ p: 3, i: 1 })).toString('base64url')}`, 'cursor'],
      ['per_page=0', 'per_page'],
      ['per_page=1000', 'per_page'],
    ]) {
      const response = await agent.get(`/api/users/me/purchases?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toEqual([field]);
    }
  });
});
