import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { signedInMember } from '../../../test/factories.ts';
import { latheIds, lathePost } from '../../../test/machines.ts';

/** Issue 28: a machine's pickup place is an area until a trade is agreed. */

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof latheIds>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  ids = await latheIds(ctx.db);
});
afterAll(() => ctx.close());

const post = (template: boolean) =>
  lathePost(
    ids,
    { template },
    {
      title: template ? 'CNC lathe' : 'Drill bits',
      place_name: 'Hanbit Precision, gate 2',
      lat: 35.22871,
      lon: 128.68143,
    },
  );

const placeOf = (data: Record<string, unknown>) => ({
  place_name: data.place_name,
  lat: data.lat,
  lon: data.lon,
  place_area: data.place_area,
});
const exact = { place_name: 'Hanbit Precision, gate 2', lat: 35.22871, lon: 128.68143, place_area: false };
const area = { place_name: null, lat: 35.23, lon: 128.68, place_area: true };

describe('a machine’s pickup place', () => {
  it('is an area to visitors, members and lists; exact to its seller and, once agreed, its buyer', async () => {
    const [seller, buyer, other] = await Promise.all([1, 2, 3].map(() => signedInMember(ctx.app, ctx.db)));
    const created = await seller!.agent.post('/api/products', post(true));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(placeOf(created.json().data)).toEqual(exact);

    const visitor = new Agent(ctx.app);
    expect(placeOf((await visitor.get(`/api/products/${id}`)).json().data)).toEqual(area);
    expect(placeOf((await other!.agent.get(`/api/products/${id}`)).json().data)).toEqual(area);
    const listed = (await visitor.get('/api/products?word=CNC')).json().data as Array<
      Record<string, unknown>
    >;
    expect(listed.find((p) => p.id === id)?.place_name).toBeNull();

    // A trade agreed with the buyer (an accepted offer names them; `trading`).
    await ctx.db
      .updateTable('products')
      .set({ status: 'trading', buyer_id: buyer!.user.id })
      .where('id', '=', id)
      .execute();
    expect(placeOf((await buyer!.agent.get(`/api/products/${id}`)).json().data)).toEqual(exact);
    expect(placeOf((await other!.agent.get(`/api/products/${id}`)).json().data)).toEqual(area);
    expect(placeOf((await seller!.agent.get(`/api/products/${id}`)).json().data)).toEqual(exact);
  });

  it('stays the named meeting place on a post without a machine template', async () => {
    const seller = await signedInMember(ctx.app, ctx.db);
    const created = await seller.agent.post('/api/products', post(false));
    expect(created.statusCode, created.body).toBe(201);
    const page = (await new Agent(ctx.app).get(`/api/products/${created.json().data.id}`)).json().data;
    expect(placeOf(page)).toEqual(exact);
  });
});
