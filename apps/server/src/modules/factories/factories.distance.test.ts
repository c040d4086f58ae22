import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser } from '../../../test/factories.ts';
import { circlePlanOf, destination, readByPages } from '../../../test/geo-points.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const visitor = () => new Agent(ctx.app, { 'accept-language': 'en' });

async function factoryAt(title: string, point: { lat: number; lon: number } | null, hidden = false) {
  const owner = await createUser(ctx.db);
  return ctx.db
    .insertInto('factories')
    .values({
      user_id: owner.id,
      title,
      description: 'Two machining centres free at night.',
      city: '충청남도',
      floor_area: 500,
      lat: point?.lat ?? null,
      lon: point?.lon ?? null,
      hidden_at: hidden ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('factories by distance', () => {
  const cheonan = { lat: 36.8151, lon: 127.1139 };

  it('lists the shown factories within the radius, nearest first, each with how far it is', async () => {
    await factoryAt('cheonan 4', destination(cheonan.lat, cheonan.lon, 30, 4));
    await factoryAt('cheonan 19', destination(cheonan.lat, cheonan.lon, 200, 19.04));
    await factoryAt('cheonan 7', destination(cheonan.lat, cheonan.lon, 300, 7));
    await factoryAt('cheonan 21', destination(cheonan.lat, cheonan.lon, 120, 21));
    await factoryAt('cheonan hidden 2', destination(cheonan.lat, cheonan.lon, 0, 2), true);
    await factoryAt('no pin', null);

    const response = await visitor().get(`/api/factories?near=${cheonan.lat},${cheonan.lon}&within_km=20`);
    expect(response.statusCode).toBe(200);
    const cards = response.json().data as { title: string; distance_km: number }[];
    expect(cards.map((c) => [c.title, c.distance_km])).toEqual([
      ['cheonan 4', 4],
      ['cheonan 7', 7],
      ['cheonan 19', 19],
    ]);

    // Paging by (distance, id) keeps the filter and the order, each factory once.
    const { rows, cursor } = await readByPages<{ title: string }>(
      (url) => visitor().get(url),
      `/api/factories?near=${cheonan.lat},${cheonan.lon}&within_km=20`,
      3,
    );
    expect(rows.map((c) => c.title)).toEqual(['cheonan 4', 'cheonan 7', 'cheonan 19']);
    expect(cursor).toBeNull();

    const plain = await visitor().get('/api/factories?per_page=100');
    expect(plain.json().data.every((c: object) => !('distance_km' in c))).toBe(true);
  });

  it('refuses a bad point, a radius out of range and a radius without a point', async () => {
    const refused = async (query: string, field: string, message: string) => {
      const response = await visitor().get(`/api/factories?${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    };
    await refused(
      'near=36.8,200',
      'near',
      'Please give the place as latitude,longitude in degrees (e.g. 37.5665,126.978).',
    );
    await refused('near=36.8,127&within_km=1000', 'within_km', 'Please enter a value of at most 500.');
    await refused('within_km=5', 'near', 'Please choose a place to measure the distance from.');
    // A list nearest first pages by (distance, id): an id alone is no cursor of it.
    await refused('near=36.8,127&cursor=12', 'cursor', 'The value is not valid.');
  });

  it('finds the candidates through the (lat, lon) index of the box', { timeout: 90_000 }, async () => {
    const owner = await createUser(ctx.db);
    await sql`insert into factories (user_id, title, description, city, floor_area, lat, lon)
      select ${owner.id}, 'pin ' || i, '', '충청남도', 100, 34 + (i % 97) * 4.0 / 97, 126 + (i / 97) * 3.5 / 62
      from generate_series(1, 6000) as i`.execute(ctx.db);
    const plan = await circlePlanOf(ctx.db, 'factories');
    expect(plan).toContain('factories_place_idx');
    await sql`delete from factories where title like 'pin %'`.execute(ctx.db);
  });
});
