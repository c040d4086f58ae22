import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser, signedInMember } from '../../../test/factories.ts';
import { destination, readByPages } from '../../../test/geo-points.ts';
import { createFreelancer } from '../../../test/service-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const osaka = { lat: 34.6937, lon: 135.5023 };
const profile = (overrides: Record<string, unknown> = {}) => ({
  headline: 'Hydraulics and press repair',
  skills: ['hydraulics'],
  city: '울산광역시',
  travel_km: 80,
  experience_years: 15,
  bio: 'Presses, power packs and cylinders.',
  ...overrides,
});

async function freelancerAt(point: { lat: number; lon: number } | null, hidden = false) {
  const member = await createUser(ctx.db);
  const id = await createFreelancer(ctx.db, member.id, ['welding']);
  await ctx.db
    .updateTable('freelancers')
    .set({ lat: point?.lat ?? null, lon: point?.lon ?? null, hidden_at: hidden ? new Date() : null })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('freelancers by distance', () => {
  it('publishes the base with the profile, refusing half a pin with nothing stored', async () => {
    const { user, agent } = await signedInMember(ctx.app, ctx.db);
    const half = await agent.post('/api/freelancers', profile({ lon: osaka.lon }));
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.lat).toEqual(['Please choose the place on the map again.']);
    expect(await ctx.db.selectFrom('freelancers').where('user_id', '=', user.id).execute()).toEqual([]);

    const published = await agent.post('/api/freelancers', profile({ place_name: 'Higashiosaka', ...osaka }));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ place_name: 'Higashiosaka', ...osaka });
    const replaced = await agent.post('/api/freelancers', profile());
    expect(replaced.json().data).toMatchObject({ place_name: null, lat: null, lon: null });
  });

  it('lists the shown profiles within the radius, nearest first, each with how far it is', async () => {
    const five = await freelancerAt(destination(osaka.lat, osaka.lon, 10, 5));
    const two = await freelancerAt(destination(osaka.lat, osaka.lon, 200, 2));
    const nine = await freelancerAt(destination(osaka.lat, osaka.lon, 300, 9.04));
    await freelancerAt(destination(osaka.lat, osaka.lon, 90, 11));
    await freelancerAt(destination(osaka.lat, osaka.lon, 0, 1), true);
    await freelancerAt(null);
    const near = `near=${osaka.lat},${osaka.lon}&within_km=10&skill=welding`;

    const response = await new Agent(ctx.app).get(`/api/freelancers?${near}`);
    expect(response.statusCode, response.body).toBe(200);
    const cards = response.json().data as { id: number; distance_km: number }[];
    expect(cards.map((c) => [c.id, c.distance_km])).toEqual([
      [two, 2],
      [five, 5],
      [nine, 9],
    ]);

    const { rows, cursor } = await readByPages<{ id: number }>(
      (url) => new Agent(ctx.app).get(url),
      `/api/freelancers?${near}`,
      3,
    );
    expect(rows.map((c) => c.id)).toEqual([two, five, nine]);
    expect(cursor).toBeNull();

    const refused = await new Agent(ctx.app, { 'accept-language': 'en' }).get(
      '/api/freelancers?within_km=10',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.near).toEqual(['Please choose a place to measure the distance from.']);
  });
});
