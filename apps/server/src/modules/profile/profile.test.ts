import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, createImage, createProduct, createUser, signedInMember } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = (values: Parameters<typeof createUser>[1] = {}) => signedInMember(ctx.app, ctx.db, values);
const userRow = (id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/users/{id}', () => {
  it('shows a member’s public profile with counts, and their visible products through /api/products', async () => {
    const seller = await createUser(ctx.db, { nickname: 'profile-seller' });
    const open = await createProduct(ctx.db, seller.id, { title: 'Visible lathe' });
    await createProduct(ctx.db, seller.id, { hidden: true });
    await createProduct(ctx.db, seller.id, { deleted: true });
    const { agent } = await member();
    await agent.post('/api/likes', { likeable_type: 'user', likeable_id: seller.id });

    const response = await agent.get(`/api/users/${seller.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: seller.id,
      nickname: 'profile-seller',
      profile_image_url: null,
      city: '서울특별시',
      county: '강남구',
      // Bad manners are for the member themself only (spec §6): absent here, not zero.
      manner: { good: 0, review_count: 0, trust_score: 36.5 },
      product_count: 1,
      like_count: 1,
      liked: true,
      follow_alerts: true,
      is_blocked: false,
      is_me: false,
      business_verified: false,
      created_at: expect.any(String),
    });
    const visitor = await ctx.app.inject({ method: 'GET', url: `/api/users/${seller.id}` });
    expect(visitor.json().data).toMatchObject({ liked: false, is_me: false, product_count: 1 });
    const products = await agent.get(`/api/products?user_id=${seller.id}&cursor=`);
    expect(products.json().data.map((p: { id: number }) => p.id)).toEqual([open.id]);
  });

  it('is a 404 for unknown, withdrawn and suspended members and for a bad id', async () => {
    const suspended = await createUser(ctx.db, { suspended: true });
    const withdrawn = await createUser(ctx.db);
    await ctx.db
      .updateTable('users')
      .set({ withdrawn_at: new Date() })
      .where('id', '=', withdrawn.id)
      .execute();
    for (const url of [
      `/api/users/${suspended.id}`,
      `/api/users/${withdrawn.id}`,
      '/api/users/999999',
      '/api/users/abc',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'This page could not be found.' });
    }
  });

  it('hides the profile from a member who is blocked; the blocker sees only who it is', async () => {
    const { user: blocker, agent: blockerAgent } = await member();
    const { user: blocked, agent: blockedAgent } = await member();
    await createProduct(ctx.db, blocker.id);
    await createProduct(ctx.db, blocked.id);
    await block(ctx.db, blocker.id, blocked.id);

    expect((await blockedAgent.get(`/api/users/${blocker.id}`)).statusCode).toBe(404);
    const seen = await blockerAgent.get(`/api/users/${blocked.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      id: blocked.id,
      is_blocked: true,
      city: null,
      county: null,
      product_count: 0,
    });
    expect((await blockedAgent.get(`/api/products?user_id=${blocker.id}&cursor=`)).json().data).toEqual([]);
    expect((await blockerAgent.get(`/api/products?user_id=${blocked.id}&cursor=`)).json().data).toEqual([]);
  });

  it('marks the member’s own profile', async () => {
    const { user, agent } = await member();
    expect((await agent.get(`/api/users/${user.id}`)).json().data).toMatchObject({
      is_me: true,
      liked: false,
    });
  });
});

describe('PATCH /api/users/profile', () => {
  it('saves nickname, activity area and a freshly uploaded photo, and /api/user shows them', async () => {
    const { user, agent } = await member();
    const image = await createImage(ctx.db, user.id);
    const response = await agent.patch('/api/users/profile', {
      nickname: '  New Nick ',
      city: '부산광역시',
      county: '해운대구',
      image_id: image.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: user.id,
      nickname: 'New Nick',
      country: 'KR',
      city: '부산광역시',
      county: '해운대구',
      profile_image_url: expect.stringMatching(/_thumb\.webp$/),
    });
    expect(await userRow(user.id)).toMatchObject({ nickname: 'New Nick', profile_image_id: image.id });
    expect((await agent.get('/api/user')).json().data.nickname).toBe('New Nick');

    // Without image_id the photo stays; remove_image=1 takes it away (multipart, as the web sends).
    await agent.patch('/api/users/profile', { nickname: 'New Nick', city: '부산광역시', county: '해운대구' });
    expect((await userRow(user.id)).profile_image_id).toBe(image.id);
    const removed = await agent.patch(
      '/api/users/profile',
      { nickname: 'New Nick', city: '부산광역시', county: '해운대구', remove_image: '1' },
      { multipart: true },
    );
    expect(removed.statusCode).toBe(200);
    expect((await userRow(user.id)).profile_image_id).toBeNull();
  });

  it('answers the spec’s nickname message and 422s per field, changing nothing', async () => {
    const { user, agent } = await member();
    const other = await createUser(ctx.db, { nickname: 'TakenNick' });
    const othersImage = await createImage(ctx.db, other.id);
    const before = await userRow(user.id);

    const blank = await agent.patch('/api/users/profile', {
      nickname: '   ',
      city: '서울특별시',
      county: '강남구',
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({
      message: 'Please enter a nickname.',
      errors: { nickname: ['Please enter a nickname.'] },
    });
    const missing = await agent.patch('/api/users/profile', { city: '서울특별시', county: '강남구' });
    expect(missing.json().errors.nickname).toEqual(['Please enter a nickname.']);
    const long = await agent.patch('/api/users/profile', {
      nickname: 'x'.repeat(21),
      city: '서울특별시',
      county: '강남구',
    });
    expect(long.json().errors.nickname).toEqual(['Please enter at most 20 characters.']);

    const taken = await agent.patch('/api/users/profile', {
      nickname: 'takennick',
      city: '서울특별시',
      county: '강남구',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ nickname: ['This nickname is already in use.'] });

    const area = await agent.patch('/api/users/profile', {
      nickname: 'fine',
      city: '서울특별시',
      county: '해운대구',
    });
    expect(area.json().errors).toEqual({ county: ['Please choose an activity area from the list.'] });
    const noArea = await agent.patch('/api/users/profile', { nickname: 'fine' });
    expect(noArea.json().errors.city).toEqual(['Please select your activity area.']);

    const photo = await agent.patch('/api/users/profile', {
      nickname: 'fine',
      city: '서울특별시',
      county: '강남구',
      image_id: othersImage.id,
    });
    expect(photo.statusCode).toBe(422);
    expect(photo.json().errors).toEqual({
      image_id: ['A photo could not be found. Please upload it again.'],
    });
    expect(await userRow(user.id)).toEqual(before);
    expect((await userRow(other.id)).nickname).toBe('TakenNick');
  });

  it('changes only the signed-in member: a user_id or id in the body does nothing to another account', async () => {
    const { user, agent } = await member();
    const victim = await createUser(ctx.db);
    const response = await agent.patch('/api/users/profile', {
      id: victim.id,
      user_id: victim.id,
      nickname: 'OnlyMine',
      city: '서울특별시',
      county: '종로구',
    });
    expect(response.json().data.id).toBe(user.id);
    expect(await userRow(victim.id)).toMatchObject({ nickname: victim.nickname, county: '강남구' });
  });

  it('needs a signed-in member', async () => {
    const visitor = new Agent(ctx.app);
    const response = await visitor.patch('/api/users/profile', {
      nickname: 'x',
      city: '서울특별시',
      county: '강남구',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('/api/users/notifications', () => {
  it('reads and saves every switch (multipart 0/1 as the web sends)', async () => {
    const { user, agent } = await member();
    expect((await agent.get('/api/users/notifications')).json().data).toEqual({
      chat: true,
      keyword: true,
      price_drop: true,
      followed_post: true,
      review: true,
      service: true,
      marketing: false,
      night_quiet: false,
    });
    const saved = await agent.patch(
      '/api/users/notifications',
      {
        chat: '0',
        keyword: '1',
        price_drop: '0',
        followed_post: '1',
        review: '0',
        service: '0',
        marketing: '1',
        night_quiet: '1',
      },
      { multipart: true },
    );
    expect(saved.statusCode).toBe(200);
    const expected = {
      chat: false,
      keyword: true,
      price_drop: false,
      followed_post: true,
      review: false,
      service: false,
      marketing: true,
      night_quiet: true,
    };
    expect(saved.json().data).toEqual(expected);
    expect((await userRow(user.id)).notification_preferences).toEqual(expected);
    expect((await agent.get('/api/users/notifications')).json().data).toEqual(expected);
  });

  it('refuses a missing or bad switch (422, nothing changed) and visitors (401)', async () => {
    const { user, agent } = await member();
    const before = (await userRow(user.id)).notification_preferences;
    const response = await agent.patch('/api/users/notifications', {
      chat: 'maybe',
      keyword: true,
      review: true,
      marketing: true,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'chat',
      'followed_post',
      'night_quiet',
      'price_drop',
      'service',
    ]);
    expect((await userRow(user.id)).notification_preferences).toEqual(before);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/notifications' })).statusCode).toBe(401);
  });

  it('changes only the signed-in member’s switches', async () => {
    const { agent } = await member();
    const victim = await createUser(ctx.db);
    const before = (await userRow(victim.id)).notification_preferences;
    await agent.patch('/api/users/notifications', {
      user_id: victim.id,
      chat: false,
      keyword: false,
      price_drop: false,
      followed_post: false,
      review: false,
      service: false,
      marketing: false,
      night_quiet: false,
    });
    expect((await userRow(victim.id)).notification_preferences).toEqual(before);
  });
});
