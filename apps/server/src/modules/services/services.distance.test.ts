import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser, signedInMember } from '../../../test/factories.ts';
import { circlePlanOf, destination, readByPages } from '../../../test/geo-points.ts';
import { createServiceRequest, drawingRequestFields } from '../../../test/service-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const visitor = () => new Agent(ctx.app, { 'accept-language': 'en' });
const hamburg = { lat: 53.5511, lon: 9.9937 };
const ansan = { lat: 37.3219, lon: 126.8309 };

/** A production notice whose place of work is `point` (none: no pin). */
async function noticeAt(title: string, point: { lat: number; lon: number } | null, hidden = false) {
  const owner = await createUser(ctx.db);
  const { id } = await createServiceRequest(ctx.db, owner.id, { kind: 'production', title });
  await ctx.db
    .updateTable('service_requests')
    .set({ lat: point?.lat ?? null, lon: point?.lon ?? null, hidden_at: hidden ? new Date() : null })
    .where('id', '=', id)
    .execute();
  return id;
}

const pinOf = (id: number) =>
  ctx.db
    .selectFrom('service_requests')
    .select(['place_name', 'lat', 'lon'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('service requests by distance', () => {
  it('stores the place of work a request is posted with, and an edit moves or clears it', async () => {
    const owner = await signedInMember(ctx.app, ctx.db);
    const posted = await owner.agent.post('/api/bigNotices', {
      ...drawingRequestFields({ process: undefined }),
      place_name: 'Ansan Smart Hub, Block 3',
      lat: ansan.lat,
      lon: ansan.lon,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { id } = posted.json().data;
    expect(posted.json().data).toMatchObject({ place_name: 'Ansan Smart Hub, Block 3', lat: ansan.lat });
    expect(await pinOf(id)).toEqual({ place_name: 'Ansan Smart Hub, Block 3', ...ansan });

    const moved = await owner.agent.patch(`/api/bigNotices/${id}`, {
      place_name: 'Siheung',
      lat: 37.38,
      lon: 126.8,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await pinOf(id)).toEqual({ place_name: 'Siheung', lat: 37.38, lon: 126.8 });

    const cleared = await owner.agent.patch(`/api/bigNotices/${id}`, { place_name: '', lat: '', lon: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await pinOf(id)).toEqual({ place_name: null, lat: null, lon: null });
  });

  it('refuses half a pin and someone else’s edit, changing nothing', async () => {
    const owner = await signedInMember(ctx.app, ctx.db);
    const half = await owner.agent.post('/api/bigNotices', {
      ...drawingRequestFields({ process: undefined }),
      lat: ansan.lat,
    });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.lat).toEqual(['Please choose the place on the map again.']);

    const id = await noticeAt('pinned', ansan);
    await ctx.db
      .updateTable('service_requests')
      .set({ user_id: owner.user.id })
      .where('id', '=', id)
      .execute();
    const halfPatch = await owner.agent.patch(`/api/bigNotices/${id}`, { lon: 127 });
    expect(halfPatch.statusCode).toBe(422);
    expect(halfPatch.json().errors.lat).toEqual(['Please choose the place on the map again.']);
    const other = await signedInMember(ctx.app, ctx.db);
    const foreign = await other.agent.patch(`/api/bigNotices/${id}`, { lat: 35, lon: 129 });
    expect(foreign.statusCode).toBe(404);
    expect(await pinOf(id)).toMatchObject(ansan);
  });

  it('lists the shown requests within the radius, nearest first, paged by (distance, id)', async () => {
    await noticeAt('hamburg 3', destination(hamburg.lat, hamburg.lon, 45, 3));
    await noticeAt('hamburg 12', destination(hamburg.lat, hamburg.lon, 180, 12.02));
    await noticeAt('hamburg 8', destination(hamburg.lat, hamburg.lon, 270, 8));
    await noticeAt('hamburg 40', destination(hamburg.lat, hamburg.lon, 90, 40));
    await noticeAt('hamburg hidden 1', destination(hamburg.lat, hamburg.lon, 0, 1), true);
    await noticeAt('no pin', null);
    const near = `near=${hamburg.lat},${hamburg.lon}&within_km=30`;

    const response = await visitor().get(`/api/bigNotices?${near}`);
    expect(response.statusCode, response.body).toBe(200);
    const cards = response.json().data as { title: string; distance_km: number }[];
    expect(cards.map((c) => [c.title, c.distance_km])).toEqual([
      ['hamburg 3', 3],
      ['hamburg 8', 8],
      ['hamburg 12', 12],
    ]);
    // Drawing requests are another list: none of these notices there.
    expect((await visitor().get(`/api/drawingRequests?${near}`)).json().data).toEqual([]);

    const { rows, cursor } = await readByPages<{ title: string }>(
      (url) => visitor().get(url),
      `/api/bigNotices?${near}`,
      3,
    );
    expect(rows.map((c) => c.title)).toEqual(['hamburg 3', 'hamburg 8', 'hamburg 12']);
    expect(cursor).toBeNull();

    const plain = await visitor().get('/api/bigNotices?per_page=100');
    expect(plain.json().data.every((c: object) => !('distance_km' in c))).toBe(true);
  });

  it('refuses a radius without a point and an id cursor on a list nearest first', async () => {
    const within = await visitor().get('/api/drawingRequests?within_km=5');
    expect(within.statusCode).toBe(422);
    expect(within.json().errors.near).toEqual(['Please choose a place to measure the distance from.']);
    const cursor = await visitor().get('/api/drawingRequests?near=53.5,10&cursor=12');
    expect(cursor.statusCode).toBe(422);
    expect(cursor.json().errors.cursor).toEqual(['The value is not valid.']);
  });

  it('finds the candidates through the (lat, lon) index of the box', { timeout: 90_000 }, async () => {
    const owner = await createUser(ctx.db);
    await sql`insert into service_requests (kind, user_id, title, description, quantity, deadline, closes_on, city, lat, lon)
      select 'production', ${owner.id}, 'pin ' || i, '', 1, current_date + 30, current_date + 7, '경기도',
        34 + (i % 97) * 4.0 / 97, 126 + (i / 97) * 3.5 / 62
      from generate_series(1, 6000) as i`.execute(ctx.db);
    const plan = await circlePlanOf(ctx.db, 'service_requests');
    expect(plan).toContain('service_requests_place_idx');
    await sql`delete from service_requests where title like 'pin %'`.execute(ctx.db);
  });
});
