import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const userRow = (id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('device preference calls', () => {
  it('stores the push token on the account and moves it off any other account', async () => {
    const previous = await createUser(ctx.db, { pushToken: 'shared-device' });
    const user = await createUser(ctx.db);
    const agent = new Agent(ctx.app);
    await agent.login(user.email);
    const response = await agent.patch('/api/users/updatePushToken', { push_token: 'shared-device' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect((await userRow(user.id)).push_token).toBe('shared-device');
    expect((await userRow(previous.id)).push_token).toBeNull();
  });

  it("stores the location parts, leaving the member's chosen activity area alone", async () => {
    const user = await createUser(ctx.db);
    const area = await userRow(user.id);
    const agent = new Agent(ctx.app);
    await agent.login(user.email);
    const response = await agent.patch('/api/users/updateLocation', {
      lat: 35.1796,
      lon: 129.0756,
      country: 'kr',
      city: '부산광역시',
      county: '해운대구',
      town: '우동',
      village: '',
    });
    expect(response.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      lat: 35.1796,
      lon: 129.0756,
      country: 'KR',
      location_city: '부산광역시',
      location_county: '해운대구',
      city: area.city,
      county: area.county,
      town: '우동',
      village: null,
    });
  });

  it('fills the parts the app did not send through the geocoder (POSITION sends coordinates only)', async () => {
    const user = await createUser(ctx.db);
    const agent = new Agent(ctx.app);
    await agent.login(user.email);
    const response = await agent.patch('/api/users/updateLocation', {
      lat: 35.1587,
      lon: 129.1604,
      town: '우동',
    });
    expect(response.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      lat: 35.1587,
      country: 'KR',
      location_city: '부산광역시',
      town: '우동',
    });
  });

  it('refuses a bad location with 422 and changes nothing', async () => {
    const user = await createUser(ctx.db);
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    await agent.login(user.email);
    const response = await agent.patch('/api/users/updateLocation', { lat: 123, lon: 'east' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.lat).toEqual(['Please enter a value of at most 90.']);
    expect(response.json().errors.lon).toEqual(['Please enter a number.']);
    expect((await userRow(user.id)).lat).toBeNull();
  });

  it('takes the language from Accept-Language when no field is sent', async () => {
    const user = await createUser(ctx.db, { language: 'ko' });
    const agent = new Agent(ctx.app, { 'accept-language': 'ja-JP,ja;q=0.9' });
    await agent.login(user.email);
    expect((await agent.patch('/api/users/updateLanguage')).statusCode).toBe(200);
    expect((await userRow(user.id)).language).toBe('ja');
  });

  it("keeps a visitor's preferences in the session instead of answering 401", async () => {
    const agent = new Agent(ctx.app, { 'accept-language': 'de' });
    expect((await agent.patch('/api/users/updateLanguage')).statusCode).toBe(200);
    expect(
      (await agent.patch('/api/users/updatePushToken', { push_token: 'visitor-device' })).statusCode,
    ).toBe(200);
    const sessions = await ctx.db
      .selectFrom('sessions')
      .select('data')
      .where('user_id', 'is', null)
      .execute();
    expect(sessions.map((s) => s.data)).toContainEqual({ language: 'de', push_token: 'visitor-device' });
  });
});
