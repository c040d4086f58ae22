import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const sessionsOf = async (userId: number) =>
  ctx.db.selectFrom('sessions').select(['id', 'user_id']).where('user_id', '=', userId).execute();

describe('POST /api/login', () => {
  it('signs in, stores the session in the database and answers the user', async () => {
    const user = await createUser(ctx.db, { email: 'Kim@Example.test', nickname: '김사장' });
    const agent = new Agent(ctx.app);
    const response = await agent.post('/api/login', { email: 'kim@example.test', password: 'password' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: user.id,
      email: 'Kim@Example.test',
      nickname: '김사장',
      admin: 0,
    });
    expect(response.json().data).not.toHaveProperty('password_hash');
    const cookie = [response.headers['set-cookie']].flat().find((c) => c!.startsWith('steelyard_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(await sessionsOf(user.id)).toHaveLength(1);
    const me = await agent.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);
  });

  it('gives a new session id at sign-in, so the pre-login token is worthless', async () => {
    const user = await createUser(ctx.db);
    const agent = new Agent(ctx.app);
    await agent.get('/api/csrf-cookie');
    const before = agent.cookie('steelyard_session');
    await agent.login(user.email);
    expect(agent.cookie('steelyard_session')).not.toBe(before);
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `steelyard_session=${before}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('answers the same 422 for a wrong password and an unknown email, in the request language', async () => {
    const user = await createUser(ctx.db);
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    const wrong = await agent.post('/api/login', { email: user.email, password: 'nope-nope' });
    const unknown = await agent.post('/api/login', { email: 'nobody@example.test', password: 'nope-nope' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  it('validates the body with field messages and signs nobody in', async () => {
    const agent = new Agent(ctx.app, { 'accept-language': 'ja' });
    const response = await agent.post('/api/login', { email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['正しいメールアドレスを入力してください。'],
      password: ['必須項目です。'],
    });
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });

  it('refuses a suspended member', async () => {
    const user = await createUser(ctx.db, { suspended: true });
    const response = await new Agent(ctx.app, { 'accept-language': 'en' }).post('/api/login', {
      email: user.email,
      password: 'password',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This account has been suspended.' });
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('limits attempts per address with 429 and Retry-After', async () => {
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    const limited = { remoteAddress: '203.0.113.50' };
    let response;
    // Other emails each time: the per-account lock (auth.lockout.test.ts) is not what is tested here.
    for (let i = 0; i < 11; i++)
      response = await agent.post('/api/login', { email: `x${i}@example.test`, password: 'x' }, limited);
    expect(response!.statusCode).toBe(429);
    expect(response!.headers['retry-after']).toBeDefined();
    expect(response!.json()).toEqual({ message: 'Too many requests. Please try again in a moment.' });
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('answers 401 with a message when signed out', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Bitte melden Sie sich zuerst an.' });
  });

  it('ends the session and clears the push token of this device', async () => {
    const user = await createUser(ctx.db, { pushToken: 'device-token-1' });
    const agent = new Agent(ctx.app, { 'x-push-token': 'device-token-1' });
    await agent.login(user.email);
    const response = await agent.post('/api/logout');
    expect(response.statusCode).toBe(204);
    expect(await sessionsOf(user.id)).toHaveLength(0);
    const row = await ctx.db
      .selectFrom('users')
      .select('push_token')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.push_token).toBeNull();
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });

  it("keeps another device's push token", async () => {
    const user = await createUser(ctx.db, { pushToken: 'phone-token' });
    const agent = new Agent(ctx.app, { 'x-push-token': 'tablet-token' });
    await agent.login(user.email);
    await agent.post('/api/logout');
    const row = await ctx.db
      .selectFrom('users')
      .select('push_token')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.push_token).toBe('phone-token');
  });
});
