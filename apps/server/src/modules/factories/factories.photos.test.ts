import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createImage, createProduct, signedInMember } from '../../../test/factories.ts';
import { createFactory, dayFromToday } from '../../../test/service-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);
const attached = (table: 'factory_images' | 'freelancer_images') =>
  ctx.db.selectFrom(table).selectAll().orderBy('position').execute();
const factoryBody = (fields: Record<string, unknown> = {}) => ({
  title: 'Press line',
  description: 'A 200 t press, free on weekends.',
  city: '경기도',
  floor_area: 800,
  capabilities: ['sheet_metal'],
  equipment: [],
  periods: [{ starts_on: dayFromToday(1), ends_on: dayFromToday(30) }],
  ...fields,
});
const freelancerBody = (fields: Record<string, unknown> = {}) => ({
  headline: 'CNC programmer',
  skills: ['cnc_programming'],
  city: '경기도',
  travel_km: 30,
  experience_years: 8,
  bio: 'Fanuc and Siemens controls.',
  ...fields,
});

describe('factory photos and place', () => {
  it('lists a factory with its photos in order and its pin; an edit reorders and drops them', async () => {
    const owner = await member();
    const [a, b] = [await createImage(ctx.db, owner.user.id), await createImage(ctx.db, owner.user.id)];
    const created = await owner.agent.post(
      '/api/factories',
      factoryBody({ image_ids: [b.id, a.id], place_name: '안산시 단원구', lat: 37.31, lon: 126.83 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data.images.map((i: { id: number }) => i.id)).toEqual([b.id, a.id]);
    expect(data.images[0].thumb_url).toMatch(/^\/uploads\//u);
    expect(data).toMatchObject({ place_name: '안산시 단원구', lat: 37.31, lon: 126.83 });
    const listed = (await owner.agent.get('/api/factories?mine=1')).json().data[0];
    expect(listed.images).toHaveLength(2);

    const edited = await owner.agent.patch(`/api/factories/${data.id}`, {
      image_ids: [a.id],
      lat: '',
      lon: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ lat: null, lon: null, place_name: '안산시 단원구' });
    expect(edited.json().data.images.map((i: { id: number }) => i.id)).toEqual([a.id]);
    // An edit that does not send the photos keeps them.
    await owner.agent.patch(`/api/factories/${data.id}`, { title: 'Press line 2' });
    expect((await attached('factory_images')).filter((r) => r.factory_id === data.id)).toHaveLength(1);
    // A blank list clears them.
    const cleared = await owner.agent.patch(`/api/factories/${data.id}`, { image_ids: '' });
    expect(cleared.json().data.images).toEqual([]);
  });

  it('refuses someone else’s upload, one already used, too many photos and a bad pin, attaching nothing', async () => {
    const owner = await member();
    const other = await member();
    const factoryId = await createFactory(ctx.db, owner.user.id);
    const theirs = await createImage(ctx.db, other.user.id);
    const product = await createProduct(ctx.db, owner.user.id);
    const used = await ctx.db
      .selectFrom('product_images')
      .select('image_id')
      .where('product_id', '=', product.id)
      .executeTakeFirst();
    const before = await attached('factory_images');
    const refusals: [Record<string, unknown>, string][] = [
      [{ image_ids: [theirs.id] }, 'A photo could not be found. Please upload it again.'],
      [{ image_ids: Array.from({ length: 11 }, (_, i) => i + 1) }, 'You can add at most 10 photos.'],
      [{ lat: 91, lon: 10 }, ''],
    ];
    if (used)
      refusals.push([{ image_ids: [used.image_id] }, 'A photo could not be found. Please upload it again.']);
    for (const [body, message] of refusals) {
      const response = await owner.agent.patch(`/api/factories/${factoryId}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      if (message) expect(response.json().errors.image_ids[0]).toBe(message);
    }
    const create = await owner.agent.post('/api/factories', factoryBody({ image_ids: [theirs.id] }));
    expect(create.statusCode).toBe(422);
    expect(await attached('factory_images')).toEqual(before);
  });
});

describe('freelancer portfolio photos', () => {
  it('publishes a profile with photos, shown in the search; replacing it keeps or changes them', async () => {
    const { user, agent } = await member();
    const [a, b] = [await createImage(ctx.db, user.id), await createImage(ctx.db, user.id)];
    const saved = await agent.post('/api/freelancers', freelancerBody({ image_ids: [a.id, b.id] }));
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().data.id;
    expect(saved.json().data.images.map((i: { id: number }) => i.id)).toEqual([a.id, b.id]);
    const found = (await agent.get('/api/freelancers?skill=cnc_programming')).json().data;
    expect(found.find((f: { id: number }) => f.id === id).images).toHaveLength(2);
    const again = await agent.post('/api/freelancers', freelancerBody({ image_ids: [b.id] }));
    expect(again.json().data.images.map((i: { id: number }) => i.id)).toEqual([b.id]);
  });

  it('refuses another member’s upload, changing nothing', async () => {
    const { user, agent } = await member();
    const other = await member();
    const mine = await createImage(ctx.db, user.id);
    await agent.post('/api/freelancers', freelancerBody({ image_ids: [mine.id] }));
    const theirs = await createImage(ctx.db, other.user.id);
    const before = await attached('freelancer_images');
    const response = await agent.post(
      '/api/freelancers',
      freelancerBody({ image_ids: [mine.id, theirs.id], headline: 'Changed' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.image_ids[0]).toBe('A photo could not be found. Please upload it again.');
    expect(await attached('freelancer_images')).toEqual(before);
    const row = await ctx.db
      .selectFrom('freelancers')
      .select('headline')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.headline).toBe('CNC programmer');
  });
});
