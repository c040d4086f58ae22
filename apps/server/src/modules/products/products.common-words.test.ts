import { PostgresQueryCompiler, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { Agent } from '../../../test/agent.ts';
import { block, createUser, nextAddress } from '../../../test/factories.ts';
import { isCommonWord, listVisibleProducts } from './products.browse-repository.ts';
import { productSearchGrams } from '../../lib/search-grams.ts';

// A market where one word is in most posts: its search walks the newest posts (the statistics
// say it is common) and must find exactly what the bigram index finds.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const idsOf = async (query: string, agent?: Agent) => {
  const url = `/api/products?cursor=&per_page=20&${query}`;
  const response = agent ? await agent.get(url) : await ctx.app.inject({ url });
  return response.json().data.map((p: { id: number }) => p.id) as number[];
};

describe('a common word', () => {
  let seller: { id: number };
  let posts: { id: number; title: string }[];
  beforeAll(async () => {
    seller = await createUser(ctx.db);
    const category = await ctx.db
      .selectFrom('categories')
      .select('id')
      .where('kind', '=', 'product')
      .executeTakeFirstOrThrow();
    // 600 posts: every other one a compressor; a few hold the bigrams of 컴프레서 in other words.
    await sql`insert into products (user_id, category_id, type, title, price, country, created_at)
      select ${seller.id}, ${category.id}, 'sale',
             case when i % 2 = 0 then '공기 컴프레서 ' || i when i % 7 = 0 then '컴프레 레서 ' || i else '모터 ' || i end,
             5000, 'KR', now() - make_interval(secs => i)
      from generate_series(1, 600) as i`.execute(ctx.db);
    const rows = await ctx.db
      .selectFrom('products')
      .select(['id', 'title', 'description', 'keywords'])
      .where('user_id', '=', seller.id)
      .execute();
    for (const row of rows)
      await ctx.db
        .updateTable('products')
        .set({ search_grams: productSearchGrams(row) })
        .where('id', '=', row.id)
        .execute();
    await sql`analyze products`.execute(ctx.db);
    posts = rows.map((r) => ({ id: r.id, title: r.title }));
  });

  const newestWith = (word: string, skip = 0) =>
    ctx.db
      .selectFrom('products')
      .select('id')
      .where('user_id', '=', seller.id)
      .where('title', 'like', `%${word}%`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(20)
      .execute()
      .then((rows) => rows.map((r) => r.id));

  it('walks the newest posts for it, and the bigram index for a rare word', async () => {
    const sqlOf = async (word: string) => {
      const texts: string[] = [];
      const db = ctx.db.withPlugin({
        transformQuery: (args) => (
          texts.push(new PostgresQueryCompiler().compileQuery(args.node, args.queryId).sql),
          args.node
        ),
        transformResult: async (args) => args.result,
      });
      await listVisibleProducts(db, {
        minPriceForShow: 0,
        filters: { word },
        sort: 'latest',
        limit: 20,
        withTotal: false,
      });
      return texts.join('\n');
    };
    expect(await sqlOf('컴프레서')).toMatch(/from \(select \* from "products"/);
    expect(await sqlOf('선반')).not.toMatch(/from \(select \* from "products"/);
  });

  it('is told common from rare by the statistics', async () => {
    expect(posts.length).toBe(600);
    expect(await isCommonWord(ctx.db, '컴프레서')).toBe(true);
    expect(await isCommonWord(ctx.db, '선반')).toBe(false);
  });

  it('finds the newest matches page by page, as the index search would', async () => {
    expect(await idsOf(`word=${encodeURIComponent('컴프레서')}`)).toEqual(await newestWith('컴프레서'));
    const first = await ctx.app.inject({
      url: `/api/products?cursor=&per_page=20&word=${encodeURIComponent('컴프레서')}`,
    });
    const cursor = first.json().meta.next_cursor;
    const second = await ctx.app.inject({
      url: `/api/products?per_page=20&word=${encodeURIComponent('컴프레서')}&cursor=${cursor}`,
    });
    expect(second.json().data.map((p: { id: number }) => p.id)).toEqual(await newestWith('컴프레서', 20));
  });

  it('falls back to the index when the newest posts hold too few (common bigrams, rare word)', async () => {
    // '프레 레' is in the 컴프레 레서 posts only: common bigrams around it, few posts.
    expect(await idsOf(`word=${encodeURIComponent('컴프레 레서')}`)).toEqual(await newestWith('컴프레 레서'));
  });

  it('still hides a blocked member’s posts', async () => {
    const viewer = await createUser(ctx.db);
    await block(ctx.db, viewer.id, seller.id);
    const agent = new Agent(ctx.app);
    await agent.login(viewer.email, 'password', nextAddress());
    expect(await idsOf(`word=${encodeURIComponent('컴프레서')}`, agent)).toEqual([]);
  });
});
