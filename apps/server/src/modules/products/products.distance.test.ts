import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, createUser, productCategoryId } from '../../../test/factories.ts';
import { destination, planOf } from '../../../test/geo-points.ts';
import { boundingBox } from '../../db/distance.ts';
import { applyFilters } from './products.browse-repository.ts';
import { productsWithSeller, whereVisible } from './products.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

interface Card {
  id: number;
  title: string;
  distance_km?: number;
}
const visitor = () => new Agent(ctx.app, { 'accept-language': 'en' });
const list = async (query: string) => {
  const response = await visitor().get(`/api/products?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Card[]; meta: { next_cursor: string | null; total?: number } };
};
const titles = (body: { data: Card[] }) => body.data.map((card) => card.title);

async function postAt(title: string, point: { lat: number; lon: number }, createdAt?: Date) {
  const seller = await createUser(ctx.db);
  return createProduct(ctx.db, seller.id, { title, ...point, ...(createdAt ? { createdAt } : {}) });
}

describe('search by distance', () => {
  // Seoul City Hall; Hamburg, where a degree of longitude is 66 km, not 111.
  const seoul = { lat: 37.5665, lon: 126.978 };
  const hamburg = { lat: 53.5511, lon: 9.9937 };

  it('keeps the posts within the radius, drops those outside it and in the corners of its box', async () => {
    await postAt('seoul north 9.9', destination(seoul.lat, seoul.lon, 0, 9.9));
    await postAt('seoul east 9.9', destination(seoul.lat, seoul.lon, 90, 9.9));
    await postAt('seoul southwest 9.9', destination(seoul.lat, seoul.lon, 225, 9.9));
    await postAt('seoul south 10.1', destination(seoul.lat, seoul.lon, 180, 10.1));
    await postAt('seoul west 10.1', destination(seoul.lat, seoul.lon, 270, 10.1));
    // Inside the bounding box, outside the circle: the haversine refinement must drop them.
    const box = boundingBox({ ...seoul, km: 10 });
    await postAt('seoul box corner', { lat: box.latMax - 0.0005, lon: box.lon!.max - 0.0005 });
    await postAt('seoul box corner sw', { lat: box.latMin + 0.0005, lon: box.lon!.min + 0.0005 });

    const near = `near=${seoul.lat},${seoul.lon}&within_km=10&per_page=50`;
    const found = await list(`${near}&sort=distance&cursor=`);
    expect(titles(found).sort()).toEqual(['seoul east 9.9', 'seoul north 9.9', 'seoul southwest 9.9']);
    for (const card of found.data) expect(card.distance_km).toBe(9.9);
    expect(titles(await list(`near=${seoul.lat},${seoul.lon}&within_km=11&per_page=50`)).sort()).toEqual([
      'seoul east 9.9',
      'seoul north 9.9',
      'seoul south 10.1',
      'seoul southwest 9.9',
      'seoul west 10.1',
    ]);
    // Page paging counts the same matches.
    expect((await list(near)).meta.total).toBe(3);
  });

  it('measures longitude right in the north (Hamburg) and reads the default radius of 30 km', async () => {
    await postAt('hamburg east 29', destination(hamburg.lat, hamburg.lon, 90, 29));
    await postAt('hamburg west 29', destination(hamburg.lat, hamburg.lon, 270, 29));
    await postAt('hamburg east 31', destination(hamburg.lat, hamburg.lon, 90, 31));
    const found = await list(`near=${hamburg.lat},${hamburg.lon}&sort=distance&cursor=`);
    expect(titles(found).sort()).toEqual(['hamburg east 29', 'hamburg west 29']);
    expect(found.data.map((card) => card.distance_km)).toEqual([29, 29]);
  });

  it('sorts nearest first and pages by (distance, id) without repeats or gaps', async () => {
    const osaka = { lat: 34.6937, lon: 135.5023 };
    const distances = [7.5, 0.2, 3, 12, 3, 0.9, 25, 18.4, 3];
    const posts = [];
    for (const [i, km] of distances.entries()) {
      // Three posts at one pin (3 km east): the id orders them.
      posts.push({
        km,
        ...(await postAt(`osaka ${i}`, destination(osaka.lat, osaka.lon, km === 3 ? 90 : i * 40, km))),
      });
    }
    await postAt('osaka far', destination(osaka.lat, osaka.lon, 10, 40));
    const expected = [...posts].sort((a, b) => a.km - b.km || a.id - b.id).map((p) => p.id);

    const seen: number[] = [];
    const kms: number[] = [];
    let cursor = '';
    for (let page = 0; page < 10; page++) {
      const body = await list(
        `near=${osaka.lat},${osaka.lon}&within_km=30&sort=distance&per_page=2&cursor=${encodeURIComponent(cursor)}`,
      );
      seen.push(...body.data.map((card) => card.id));
      kms.push(...body.data.map((card) => card.distance_km!));
      if (!body.meta.next_cursor) break;
      cursor = body.meta.next_cursor;
    }
    expect(seen).toEqual(expected);
    expect(kms).toEqual([...distances].sort((a, b) => a - b));

    // Filtered only: the usual newest-first order, its own cursor.
    const newest = await list(`near=${osaka.lat},${osaka.lon}&within_km=5&per_page=3&cursor=`);
    const rest = await list(
      `near=${osaka.lat},${osaka.lon}&within_km=5&per_page=3&cursor=${encodeURIComponent(newest.meta.next_cursor!)}`,
    );
    const nearby = posts.filter((p) => p.km <= 5).sort((a, b) => b.id - a.id);
    expect([...newest.data, ...rest.data].map((card) => card.id)).toEqual(nearby.map((p) => p.id));
  });

  it('never answers a distance search with the kept page of the plain list', async () => {
    const busan = { lat: 35.1796, lon: 129.0756 };
    await postAt('busan near', destination(busan.lat, busan.lon, 45, 2));
    await postAt('busan far', destination(busan.lat, busan.lon, 45, 60));
    const plain = await list('cursor=&per_page=50');
    expect(titles(plain)).toContain('busan far');
    expect(plain.data.every((card) => card.distance_km === undefined)).toBe(true);
    for (let i = 0; i < 2; i++) {
      const nearby = await list(`cursor=&per_page=50&near=${busan.lat},${busan.lon}&within_km=10`);
      expect(titles(nearby)).toEqual(['busan near']);
      expect(nearby.data[0]!.distance_km).toBe(2);
    }
  });

  it('refuses a bad point, a radius out of range, and a radius or distance order without a point', async () => {
    const refused = async (query: string, field: string, message: string) => {
      const response = await visitor().get(`/api/products?${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    };
    const badPoint = 'Please give the place as latitude,longitude in degrees (e.g. 37.5665,126.978).';
    await refused('near=somewhere', 'near', badPoint);
    await refused('near=37.5', 'near', badPoint);
    await refused('near=91,10', 'near', badPoint);
    await refused('near=37.5,180.5', 'near', badPoint);
    await refused('near=37.5,,127', 'near', badPoint);
    await refused('near=37.5,127&within_km=0', 'within_km', 'Please enter a value of at least 1.');
    await refused('near=37.5,127&within_km=501', 'within_km', 'Please enter a value of at most 500.');
    await refused('near=37.5,127&within_km=ten', 'within_km', 'Please enter a number.');
    const noPoint = 'Please choose a place to measure the distance from.';
    await refused('within_km=10', 'near', noPoint);
    await refused('sort=distance&cursor=', 'near', noPoint);
    const cursorFromElsewhere = Buffer.from(JSON.stringify({ t: 'x', i: 1 })).toString('base64url');
    await refused(
      `near=37.5,127&sort=distance&cursor=${cursorFromElsewhere}`,
      'cursor',
      'The value is not valid.',
    );
  });

  // 6,000 pins spread over Korea: a 10 km circle keeps well under 1 % of them, where the box's
  // index is the cheapest plan (on PGlite and on PostgreSQL alike).
  it('finds the candidates through the (lat, lon) index of the box', { timeout: 90_000 }, async () => {
    const seller = await createUser(ctx.db);
    const category = await productCategoryId(ctx.db, 'machinery');
    await sql`insert into products (user_id, category_id, type, title, price, country, lat, lon)
      select ${seller.id}, ${category}, 'sale', 'pin ' || i, 1000 + i, 'KR',
             34 + (i % 97) * 4.0 / 97, 126 + (i / 97) * 3.5 / 62
      from generate_series(1, 6000) as i`.execute(ctx.db);
    await sql`analyze products`.execute(ctx.db);
    const query = applyFilters(whereVisible(productsWithSeller(ctx.db), { minPriceForShow: 0 }), {
      near: { lat: 36, lon: 127.5, km: 10 },
    }).select('products.id');
    const plan = await planOf(query);
    expect(plan).toContain('products_visible_place_idx');
    expect(plan).toMatch(/Index Cond: .*lat >=/);
    await sql`delete from products where title like 'pin %'`.execute(ctx.db);
  });
});
