import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, createUser, nextAddress } from '../../../test/factories.ts';
import { createFactory, createFreelancer, createServiceRequest } from '../../../test/service-fixtures.ts';

let ctx: TestContext;
let admin: Agent;
beforeAll(async () => {
  ctx = await buildTestApp();
  const user = await createUser(ctx.db, { isAdmin: true });
  admin = new Agent(ctx.app, { 'accept-language': 'en' });
  await admin.login(user.email, 'password', nextAddress());
});
afterAll(() => ctx.close());

/** A member and a post in a place, as free text or a device would have it. */
async function placed(city: string, county: string) {
  const member = await createUser(ctx.db);
  await ctx.db.updateTable('users').set({ city, county }).where('id', '=', member.id).execute();
  const post = await createProduct(ctx.db, member.id);
  await ctx.db
    .updateTable('products')
    .set({ country: 'KR', city, county })
    .where('id', '=', post.id)
    .execute();
  return { memberId: member.id, postId: post.id };
}
const cityId = async (name: string) =>
  (
    await ctx.db
      .selectFrom('cities')
      .select('id')
      .where('country', '=', 'KR')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
const countyId = async (city: string, name: string) =>
  (
    await ctx.db
      .selectFrom('counties')
      .select('id')
      .where('city_id', '=', await cityId(city))
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
const audits = (action: string) =>
  ctx.db.selectFrom('admin_audits').selectAll().where('action', '=', action).execute();

describe('admin: cities and counties that need merging', () => {
  it('lists an unknown city with its members and posts, and merges it into a known city', async () => {
    const a = await placed('서울시', '강남구');
    await placed('서울시', '강남구');
    const list = (await admin.get('/api/admin/userCities')).json().data;
    expect(list).toContainEqual({
      country: 'KR',
      city: null,
      name: '서울시',
      member_count: 2,
      post_count: 2,
    });

    const target = await cityId('서울특별시');
    const merged = await admin.post('/api/admin/userCities/merge', {
      country: 'KR',
      name: '서울시',
      city_id: target,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data).toEqual({ members: 2, posts: 2 });
    const member = await ctx.db
      .selectFrom('users')
      .select(['city', 'county'])
      .where('id', '=', a.memberId)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ city: '서울특별시', county: '강남구' });
    const post = await ctx.db
      .selectFrom('products')
      .select('city')
      .where('id', '=', a.postId)
      .executeTakeFirstOrThrow();
    expect(post.city).toBe('서울특별시');
    expect((await admin.get('/api/admin/userCities')).json().data).not.toContainEqual(
      expect.objectContaining({ name: '서울시' }),
    );
    expect(await audits('city.merge')).toHaveLength(1);
  });

  it('merges a county: every member and post moves in one audited transaction', async () => {
    const { memberId, postId } = await placed('서울특별시', '강남');
    const list = (await admin.get('/api/admin/userCounties')).json().data;
    expect(list).toContainEqual({
      country: 'KR',
      city: '서울특별시',
      name: '강남',
      member_count: 1,
      post_count: 1,
    });
    const merged = await admin.post('/api/admin/userCounties/merge', {
      country: 'KR',
      city: '서울특별시',
      name: '강남',
      county_id: await countyId('서울특별시', '강남구'),
    });
    expect(merged.json().data).toEqual({ members: 1, posts: 1 });
    expect(
      (await ctx.db.selectFrom('users').select('county').where('id', '=', memberId).executeTakeFirstOrThrow())
        .county,
    ).toBe('강남구');
    expect(
      (
        await ctx.db
          .selectFrom('products')
          .select('county')
          .where('id', '=', postId)
          .executeTakeFirstOrThrow()
      ).county,
    ).toBe('강남구');
    expect(await audits('county.merge')).toHaveLength(1);
  });

  it("counts and moves the services' posts too: requests, freelancer profiles and factories", async () => {
    const owner = await createUser(ctx.db);
    await ctx.db.updateTable('users').set({ country: 'KR' }).where('id', '=', owner.id).execute();
    const request = await createServiceRequest(ctx.db, owner.id);
    const freelancer = await createFreelancer(ctx.db, owner.id);
    const factory = await createFactory(ctx.db, owner.id, { city: '부산시' });
    await ctx.db
      .updateTable('service_requests')
      .set({ city: '부산시', county: '해운대' })
      .where('id', '=', request.id)
      .execute();
    await ctx.db.updateTable('freelancers').set({ city: '부산시' }).where('id', '=', freelancer).execute();
    // The same name in another country is another place and stays.
    const abroad = await createServiceRequest(ctx.db, owner.id);
    await ctx.db
      .updateTable('service_requests')
      .set({ city: '부산시', country: 'JP' })
      .where('id', '=', abroad.id)
      .execute();

    expect((await admin.get('/api/admin/userCities')).json().data).toContainEqual({
      country: 'KR',
      city: null,
      name: '부산시',
      member_count: 0,
      post_count: 3,
    });
    const merged = await admin.post('/api/admin/userCities/merge', {
      country: 'KR',
      name: '부산시',
      city_id: await cityId('부산광역시'),
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data).toEqual({ members: 0, posts: 3 });
    const cityOf = async (table: 'service_requests' | 'freelancers' | 'factories', id: number) =>
      (await ctx.db.selectFrom(table).select('city').where('id', '=', id).executeTakeFirstOrThrow()).city;
    expect(await cityOf('service_requests', request.id)).toBe('부산광역시');
    expect(await cityOf('freelancers', freelancer)).toBe('부산광역시');
    expect(await cityOf('factories', factory)).toBe('부산광역시');
    expect(await cityOf('service_requests', abroad.id)).toBe('부산시');

    // The request's county is now under a known city and unknown there: listed, then merged.
    expect((await admin.get('/api/admin/userCounties')).json().data).toContainEqual({
      country: 'KR',
      city: '부산광역시',
      name: '해운대',
      member_count: 0,
      post_count: 1,
    });
    const county = await admin.post('/api/admin/userCounties/merge', {
      country: 'KR',
      city: '부산광역시',
      name: '해운대',
      county_id: await countyId('부산광역시', '해운대구'),
    });
    expect(county.json().data).toEqual({ members: 0, posts: 1 });
    const moved = await ctx.db
      .selectFrom('service_requests')
      .select(['city', 'county'])
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(moved).toEqual({ city: '부산광역시', county: '해운대구' });
  });

  it('adds an unknown place as known, once', async () => {
    await placed('서울특별시', '새구');
    const added = await admin.post('/api/admin/userCounties', {
      country: 'KR',
      city: '서울특별시',
      name: '새구',
    });
    expect(added.statusCode).toBe(201);
    expect((await admin.get('/api/admin/userCounties')).json().data).not.toContainEqual(
      expect.objectContaining({ name: '새구' }),
    );
    const again = await admin.post('/api/admin/userCounties', {
      country: 'KR',
      city: '서울특별시',
      name: '새구',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ name: ['This place is already known.'] });
    expect((await admin.post('/api/admin/userCities', { country: 'KR', name: '제주' })).statusCode).toBe(201);
    expect(await audits('county.add')).toHaveLength(1);
  });

  it('refuses a target of another country, bad input and other members, changing nothing', async () => {
    const { memberId } = await placed('부산시', '해운대구');
    const before = await ctx.db
      .selectFrom('users')
      .select(['city', 'county'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const tokyo = (
      await ctx.db.selectFrom('cities').select('id').where('country', '=', 'JP').executeTakeFirstOrThrow()
    ).id;
    const wrong = await admin.post('/api/admin/userCities/merge', {
      country: 'KR',
      name: '부산시',
      city_id: tokyo,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ city_id: ['Choose a known place of the same country.'] });
    expect(
      (await admin.post('/api/admin/userCities/merge', { country: 'Korea', name: '', city_id: 'x' }))
        .statusCode,
    ).toBe(422);
    const member = await createUser(ctx.db);
    const agent = new Agent(ctx.app);
    await agent.login(member.email, 'password', nextAddress());
    expect((await agent.get('/api/admin/userCities')).statusCode).toBe(403);
    expect(
      (
        await agent.post('/api/admin/userCities/merge', {
          country: 'KR',
          name: '부산시',
          city_id: await cityId('부산광역시'),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      await ctx.db
        .selectFrom('users')
        .select(['city', 'county'])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});
