import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, createProduct, createUser, nextAddress } from '../../../test/factories.ts';
import { wordSearchGrams } from '../../lib/search-grams.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

type Listed = { id: number };
const ids = (body: { data: Listed[] }) => body.data.map((p) => p.id);
const list = async (query: string, agent?: Agent) =>
  agent
    ? (await agent.get(`/api/products${query}`)).json()
    : (await ctx.app.inject({ method: 'GET', url: `/api/products${query}` })).json();

describe('search', () => {
  it('finds a two-character Korean word, an English word and a Japanese substring in title, keywords or description', async () => {
    const seller = await createUser(ctx.db);
    const lathe = await createProduct(ctx.db, seller.id, { title: '중고 CNC선반 팝니다' });
    const byKeyword = await createProduct(ctx.db, seller.id, {
      title: '기계 일괄',
      keywords: ['선반', '밀링'],
    });
    const japanese = await createProduct(ctx.db, seller.id, {
      title: '中古汎用旋盤',
      description: 'オークマの旋盤です。動作確認済み。',
    });
    const english = await createProduct(ctx.db, seller.id, {
      title: 'Hydraulic press',
      description: 'A Schuler HYDRAULIC unit with a 200 t frame.',
    });
    const tools = await createProduct(ctx.db, seller.id, { title: '공구 세트', description: '선 반 아님' });

    expect(ids(await list(`?word=${encodeURIComponent('선반')}`)).sort()).toEqual(
      [lathe.id, byKeyword.id].sort(),
    );
    expect(ids(await list('?word=hydraulic'))).toEqual([english.id]);
    expect(ids(await list(`?word=${encodeURIComponent('汎用旋')}`))).toEqual([japanese.id]);
    expect(ids(await list(`?word=${encodeURIComponent('動作確認')}`))).toEqual([japanese.id]);
    expect(ids(await list(`?word=${encodeURIComponent('공구')}`))).toEqual([tools.id]);
    // One character: no bigram, ILIKE alone.
    expect(ids(await list(`?word=${encodeURIComponent('旋')}`))).toEqual([japanese.id]);
    expect(ids(await list('?word=%25'))).toEqual([]);
  });

  it('serves a two-character word from the GIN index on the bigrams', async () => {
    const seller = await createUser(ctx.db);
    // Enough rows that a sequential scan is not the cheapest plan (20,000 posts of other words).
    const category = await ctx.db
      .selectFrom('categories')
      .select('id')
      .where('kind', '=', 'product')
      .executeTakeFirstOrThrow();
    await sql`insert into products (user_id, category_id, type, title, price, country, search_grams)
      select ${seller.id}, ${category.id}, 'sale', '부품 모터 ' || i, 1000 + i, 'KR',
             array['부품', '모터', 'p' || (i % 1000)::text, 'q' || (i % 37)::text]
      from generate_series(1, 20000) as i`.execute(ctx.db);
    await sql`analyze products`.execute(ctx.db);
    const plan = await sql<{ 'QUERY PLAN': string }>`explain select id from products
      where search_grams @> ${sql.val(wordSearchGrams('선반'))}::text[]
        and deleted_at is null and is_hidden = false`.execute(ctx.db);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('products_search_grams_idx');
    expect(text).toContain('@>');
  });
});

describe('browse filters', () => {
  it('filters by type, country (OTHER too), region, price range and industrial details', async () => {
    const seller = await createUser(ctx.db);
    const wanted = await createProduct(ctx.db, seller.id, {
      type: 'wanted',
      title: 'filter-wanted',
      price: 100_000,
    });
    const french = await createProduct(ctx.db, seller.id, { title: 'filter-fr', country: 'FR' });
    const brazil = await createProduct(ctx.db, seller.id, { title: 'filter-br', country: 'BR' });
    const cheap = await createProduct(ctx.db, seller.id, { title: 'filter-cheap', price: 20_000 });
    await ctx.db
      .updateTable('products')
      .set({
        manufacturer: 'Okuma',
        condition_grade: 'A',
        year_made: 2012,
        city: '부산광역시',
        county: '해운대구',
      })
      .where('id', '=', cheap.id)
      .execute();
    const w = '&word=filter';
    expect(ids(await list(`?type=wanted${w}`))).toEqual([wanted.id]);
    expect(ids(await list(`?country=fr${w}`))).toEqual([french.id]);
    expect(ids(await list(`?country=OTHER${w}`))).toEqual([brazil.id]);
    expect(ids(await list(`?min_price=10000&max_price=200000${w}`)).sort()).toEqual(
      [wanted.id, cheap.id].sort(),
    );
    expect(ids(await list(`?manufacturer=oku&condition_grade=A&year_from=2010&year_to=2013${w}`))).toEqual([
      cheap.id,
    ]);
    expect(
      ids(
        await list(`?city=${encodeURIComponent('부산광역시')}&county=${encodeURIComponent('해운대구')}${w}`),
      ),
    ).toEqual([cheap.id]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?country=XX&sort=cheapest&type=gift',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['country', 'sort', 'type']);
  });
});

describe('cursor paging', () => {
  it('pages the latest and the popular list by cursor without duplicates or gaps', async () => {
    const seller = await createUser(ctx.db);
    const made: number[] = [];
    const at = new Date('2026-01-01T00:00:00Z');
    for (let i = 0; i < 9; i++) {
      // Several posts share a timestamp and a like count: the id breaks the tie.
      const product = await createProduct(ctx.db, seller.id, {
        title: `cursor item ${i}`,
        createdAt: new Date(at.getTime() + Math.floor(i / 3) * 1000),
        likeCount: i % 4,
      });
      made.push(product.id);
    }
    for (const sort of ['latest', 'popular']) {
      const seen: number[] = [];
      let cursor = '';
      for (let page = 0; page < 10; page++) {
        const body = await list(`?word=cursor&sort=${sort}&per_page=4&cursor=${cursor}`);
        expect(body.meta).not.toHaveProperty('total');
        seen.push(...ids(body));
        if (!body.meta.next_cursor) break;
        cursor = body.meta.next_cursor;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...made].sort());
      const offsetOrder = ids(await list(`?word=cursor&sort=${sort}&per_page=100`));
      expect(seen).toEqual(offsetOrder);
    }
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/products?cursor=garbage' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('blocks', () => {
  it('hides a blocked member’s posts from the list, search and detail, both ways', async () => {
    const viewer = await createUser(ctx.db);
    const blockedSeller = await createUser(ctx.db);
    const blockerSeller = await createUser(ctx.db);
    const a = await createProduct(ctx.db, blockedSeller.id, { title: 'blocktest 선반 a' });
    const b = await createProduct(ctx.db, blockerSeller.id, { title: 'blocktest 선반 b' });
    await block(ctx.db, viewer.id, blockedSeller.id);
    await block(ctx.db, blockerSeller.id, viewer.id);

    const agent = new Agent(ctx.app);
    await agent.login(viewer.email, 'password', nextAddress());
    const listed = ids(await list('?per_page=100', agent));
    expect(listed).not.toContain(a.id);
    expect(listed).not.toContain(b.id);
    expect(ids(await list(`?word=${encodeURIComponent('blocktest 선반')}`, agent))).toEqual([]);
    expect((await agent.get(`/api/products/${a.id}`)).statusCode).toBe(404);
    expect((await agent.get(`/api/products/${b.id}`)).statusCode).toBe(404);
    expect((await agent.get(`/api/products?user_id=${blockedSeller.id}`)).json().data).toEqual([]);

    // A visitor and other members still see both.
    expect(ids(await list(`?word=${encodeURIComponent('blocktest 선반')}`)).sort()).toEqual(
      [a.id, b.id].sort(),
    );
  });
});
