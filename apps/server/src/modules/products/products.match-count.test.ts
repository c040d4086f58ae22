import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, createProduct, createUser, signedInMember } from '../../../test/factories.ts';
import { applyFilters, countMatchesUpTo } from './products.browse-repository.ts';
import { productsWithSeller, whereVisible } from './products.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const get = (query: string, agent = new Agent(ctx.app, { 'accept-language': 'en' })) =>
  agent.get(`/api/products${query}`);

describe('the matches of a filtered list (count=1)', () => {
  it('counts every match on the first page only, and only when asked', async () => {
    const seller = await createUser(ctx.db);
    for (let i = 0; i < 3; i++) await createProduct(ctx.db, seller.id, { title: `matchcount press ${i}` });
    await createProduct(ctx.db, seller.id, { title: 'matchcount press hidden', hidden: true });
    await createProduct(ctx.db, seller.id, { title: 'matchcount lathe' });

    const first = await get('?cursor=&per_page=2&count=1&word=matchcount%20press');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data).toHaveLength(2);
    // Three shown posts match; the hidden one is not counted.
    expect(body.meta.matches).toEqual({ count: 3, capped: false });

    const next = await get(`?cursor=${body.meta.next_cursor}&per_page=2&count=1&word=matchcount%20press`);
    expect(next.json().data).toHaveLength(1);
    expect(next.json().meta).not.toHaveProperty('matches');
    expect((await get('?cursor=&per_page=2&word=matchcount%20press')).json().meta).not.toHaveProperty(
      'matches',
    );
  });

  it('counts up to the cap and says there are more', async () => {
    const seller = await createUser(ctx.db);
    for (let i = 0; i < 3; i++) await createProduct(ctx.db, seller.id, { title: `capcount ${i}` });
    const base = applyFilters(whereVisible(productsWithSeller(ctx.db), { minPriceForShow: 0 }), {
      word: 'capcount',
    });
    expect(await countMatchesUpTo(ctx.db, base, 2)).toEqual({ count: 2, capped: true });
    expect(await countMatchesUpTo(ctx.db, base, 3)).toEqual({ count: 3, capped: false });
  });

  it('does not count a blocked member’s posts for the one who blocked them', async () => {
    const seller = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    await createProduct(ctx.db, seller.id, { title: 'blockcount a' });
    await createProduct(ctx.db, other.id, { title: 'blockcount b' });
    const { agent, user } = await signedInMember(ctx.app, ctx.db);
    const query = '?cursor=&count=1&word=blockcount';
    // The visitors' page is kept first; the blocker's count is read for them.
    expect((await get(query)).json().meta.matches).toEqual({ count: 2, capped: false });
    await block(ctx.db, user.id, other.id);
    expect((await get(query, agent)).json().meta.matches).toEqual({ count: 1, capped: false });
  });

  it('refuses a count flag other than 1 with a 422', async () => {
    const response = await get('?cursor=&count=yes');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['count']);
  });
});
