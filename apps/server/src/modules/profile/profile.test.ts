import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import {
  block,
  createImage,
  createProduct,
  createUser,
  nextAddress,
  signedInMember,
} from '../../../test/factories.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = (values: Parameters<typeof createUser>[1] = {}) => signedInMember(ctx.app, ctx.db, values);
const userRow = (id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const sessionCount = async (userId: number) =>
  (await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

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
      manner: { good: 0, bad: 0, review_count: 0 },
      product_count: 1,
      like_count: 1,
      liked: true,
      is_blocked: false,
      is_me: false,
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

describe('PATCH /api/users/account', () => {
  it('changes the email with the current password; the new email signs in', async () => {
    const { user, agent } = await member();
    const response = await agent.patch(
      '/api/users/account',
      { current_password: 'password', email: 'Changed.Mail@Example.test' },
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe('changed.mail@example.test');
    expect((await userRow(user.id)).email).toBe('changed.mail@example.test');
    await new Agent(ctx.app).login('changed.mail@example.test', 'password', nextAddress());
  });

  it('changes and removes the contact; a contact in use is a 422 on the field', async () => {
    const { user, agent } = await member();
    const other = await createUser(ctx.db);
    await ctx.db.updateTable('users').set({ contact: '01099998888' }).where('id', '=', other.id).execute();
    const ip = nextAddress();

    const saved = await agent.patch(
      '/api/users/account',
      { current_password: 'password', contact: '010-1234-5678' },
      { remoteAddress: ip },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.contact).toBe('01012345678');

    const taken = await agent.patch(
      '/api/users/account',
      { current_password: 'password', contact: '010 9999 8888' },
      { remoteAddress: ip },
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      contact: ['This phone number is already registered to another account.'],
    });
    const bad = await agent.patch(
      '/api/users/account',
      { current_password: 'password', contact: '12ab' },
      { remoteAddress: ip },
    );
    expect(bad.json().errors).toEqual({ contact: ['Please enter a valid phone number.'] });
    expect((await userRow(user.id)).contact).toBe('01012345678');

    const cleared = await agent.patch(
      '/api/users/account',
      { current_password: 'password', contact: '' },
      { remoteAddress: ip },
    );
    expect(cleared.json().data.contact).toBeNull();
  });

  it('changes the password typed twice and ends every other session of the member', async () => {
    const { user, agent } = await member();
    const otherDevice = new Agent(ctx.app);
    await otherDevice.login(user.email, 'password', nextAddress());
    expect(await sessionCount(user.id)).toBe(2);

    const response = await agent.patch(
      '/api/users/account',
      { current_password: 'password', password: 'n3w-passw0rd', password_confirmation: 'n3w-passw0rd' },
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(200);
    expect(await verifyPassword('n3w-passw0rd', (await userRow(user.id)).password_hash!)).toBe(true);
    expect(await sessionCount(user.id)).toBe(1);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/user')).statusCode).toBe(401);
  });

  it('refuses a wrong or missing current password, mismatched, weak or unchanged passwords, a taken email and an empty change (422, nothing changed)', async () => {
    const { user, agent } = await member();
    const other = await createUser(ctx.db);
    const before = await userRow(user.id);
    const ip = nextAddress();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { current_password: 'wrong', email: 'x@example.test' },
        { current_password: ['The current password is not correct.'] },
      ],
      [{ email: 'x@example.test' }, { current_password: ['Please enter your current password.'] }],
      [
        { current_password: 'password', password: 'abcdefg1', password_confirmation: 'abcdefg2' },
        { password_confirmation: ['The passwords do not match.'] },
      ],
      [
        { current_password: 'password', password: 'short1', password_confirmation: 'short1' },
        { password: ['The password must be at least 8 characters.'] },
      ],
      [
        { current_password: 'password', password: 'onlyletters', password_confirmation: 'onlyletters' },
        { password: ['Use at least 8 characters with letters and numbers.'] },
      ],
      [
        { current_password: 'password', email: other.email.toUpperCase() },
        { email: ['This email is already registered.'] },
      ],
      [
        { current_password: 'password', email: 'not-an-email' },
        { email: ['Please enter a valid email address.'] },
      ],
      [{ current_password: 'password' }, { email: ['Please enter what you want to change.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await agent.patch('/api/users/account', body, { remoteAddress: ip });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await userRow(user.id)).toEqual(before);
  });

  it('refuses a new password equal to the current one', async () => {
    const { user, agent } = await member();
    await ctx.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('same-pass1', 2 ** 10) })
      .where('id', '=', user.id)
      .execute();
    const response = await agent.patch(
      '/api/users/account',
      { current_password: 'same-pass1', password: 'same-pass1', password_confirmation: 'same-pass1' },
      { remoteAddress: nextAddress() },
    );
    expect(response.json().errors).toEqual({
      password: ['The new password must differ from the current one.'],
    });
  });

  it('never reaches another member’s account', async () => {
    const { user, agent } = await member();
    const victim = await createUser(ctx.db);
    const before = await userRow(victim.id);
    const response = await agent.patch(
      '/api/users/account',
      { id: victim.id, user_id: victim.id, current_password: 'password', email: 'mine-only@example.test' },
      { remoteAddress: nextAddress() },
    );
    expect(response.json().data).toMatchObject({ id: user.id, email: 'mine-only@example.test' });
    expect(await userRow(victim.id)).toEqual(before);
    const visitor = await new Agent(ctx.app).patch('/api/users/account', {
      current_password: 'password',
      email: 'a@b.test',
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('/api/users/notifications', () => {
  it('reads and saves every switch (multipart 0/1 as the web sends)', async () => {
    const { user, agent } = await member();
    expect((await agent.get('/api/users/notifications')).json().data).toEqual({
      chat: true,
      keyword: true,
      review: true,
      marketing: false,
      night_quiet: false,
    });
    const saved = await agent.patch(
      '/api/users/notifications',
      { chat: '0', keyword: '1', review: '0', marketing: '1', night_quiet: '1' },
      { multipart: true },
    );
    expect(saved.statusCode).toBe(200);
    const expected = { chat: false, keyword: true, review: false, marketing: true, night_quiet: true };
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
    expect(Object.keys(response.json().errors).sort()).toEqual(['chat', 'night_quiet']);
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
      review: false,
      marketing: false,
      night_quiet: false,
    });
    expect((await userRow(victim.id)).notification_preferences).toEqual(before);
  });
});
