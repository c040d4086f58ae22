import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser } from '../../../test/factories.ts';
import { startMockProviders } from '../../../test/oidc-mock.ts';

let ctx: TestContext;
let mock: Awaited<ReturnType<typeof startMockProviders>>;

beforeAll(async () => {
  mock = await startMockProviders();
  ctx = await buildTestApp(mock.env);
});
afterAll(async () => {
  await ctx.close();
  await mock.stop();
});

let sequence = 0;
beforeEach(() => {
  sequence++;
});

const area = { city: '서울특별시', county: '강남구' };

/** Runs a browser through `GET /api/auth/{provider}` → provider → callback; returns the final redirect. */
async function signInWith(
  agent: Agent,
  provider: 'naver' | 'google' | 'apple',
  tamper: (callback: URL) => void = () => undefined,
  redirect = '/mypage',
) {
  const start = await agent.get(`/api/auth/${provider}?redirect=${encodeURIComponent(redirect)}`);
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location as string);
  const callback = await mock.authorize(authorizeUrl.href);
  tamper(callback);
  let response;
  if (provider === 'apple') {
    // Apple answers with a cross-site form post: no cookies, no CSRF token.
    const form = new URLSearchParams(callback.search);
    form.set('id_token', 'front-channel-token-is-not-trusted');
    form.set('user', JSON.stringify({ name: { firstName: 'Mina', lastName: 'Kim' } }));
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(post.statusCode).toBe(303);
    response = await agent.get(post.headers.location as string);
  } else {
    response = await agent.get(`${callback.pathname}${callback.search}`);
  }
  expect(response.statusCode).toBe(302);
  return { authorizeUrl, location: response.headers.location as string };
}

const signedInUser = async (agent: Agent) => {
  const response = await agent.get('/api/user');
  return response.statusCode === 200 ? response.json().data : null;
};
const links = (userId: number) =>
  ctx.db.selectFrom('social_accounts').selectAll().where('user_id', '=', userId).execute();

describe('sign-in options', () => {
  it('offers the configured providers and sample login', async () => {
    const response = await new Agent(ctx.app).get('/api/auth/providers');
    expect(response.json()).toEqual({
      data: { providers: ['naver', 'google', 'apple'], sample_login: true },
    });
  });

  it('does not offer a provider without credentials', async () => {
    const other = await buildTestApp({ GOOGLE_CLIENT_ID: 'only-google', GOOGLE_CLIENT_SECRET: 'secret' });
    try {
      const agent = new Agent(other.app);
      expect((await agent.get('/api/auth/providers')).json().data.providers).toEqual(['google']);
      expect((await agent.get('/api/auth/naver')).statusCode).toBe(404);
      expect((await agent.get('/api/auth/apple/callback?code=x&state=y')).statusCode).toBe(404);
      expect((await agent.get('/api/auth/kakao')).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('Google (OpenID Connect with PKCE and nonce)', () => {
  it('sends state, nonce and an S256 PKCE challenge', async () => {
    const agent = new Agent(ctx.app);
    const response = await agent.get('/api/auth/google');
    const url = new URL(response.headers.location as string);
    expect(url.origin + url.pathname).toBe(`${mock.url}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('google-client');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('a first-time user completes sign-up, and next time signs straight in', async () => {
    const email = `new${sequence}@gmail.test`;
    mock.setIdentity({ sub: `g-${sequence}`, email, email_verified: true, name: 'Jisoo Park' });
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    const { location } = await signInWith(agent, 'google');
    expect(location).toBe('/socialLogin?step=signup');
    expect(await signedInUser(agent)).toBeNull();
    expect((await agent.get('/api/auth/social/pending')).json()).toEqual({
      data: { provider: 'google', email, name: 'Jisoo Park' },
    });

    // Bad input: 422 on the field, nothing created.
    const missing = await agent.post('/api/auth/social/complete', { email, city: '', county: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      nickname: ['Please enter a nickname.'],
      city: ['Please select your activity area.'],
      county: ['Please select your activity area.'],
    });
    const badArea = await agent.post('/api/auth/social/complete', {
      email,
      nickname: `jisoo${sequence}`,
      city: '서울특별시',
      county: '해운대구',
    });
    expect(badArea.statusCode).toBe(422);
    expect(badArea.json().errors).toEqual({ county: ['Please select your activity area.'] });
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);

    const done = await agent.post('/api/auth/social/complete', {
      email,
      nickname: `jisoo${sequence}`,
      ...area,
    });
    expect(done.statusCode).toBe(201);
    expect(done.json().meta).toEqual({ redirect: '/mypage' });
    const user = await signedInUser(agent);
    expect(user).toMatchObject({
      email,
      nickname: `jisoo${sequence}`,
      name: 'Jisoo Park',
      ...area,
      language: 'en',
    });
    expect(await links(user.id)).toMatchObject([{ provider: 'google', subject: `g-${sequence}`, email }]);
    expect((await agent.get('/api/auth/social/pending')).statusCode).toBe(404);

    // Signing in again with the same Google account: straight to the intended page.
    const again = new Agent(ctx.app);
    expect((await signInWith(again, 'google')).location).toBe('/mypage');
    expect((await signedInUser(again)).id).toBe(user.id);
  });

  it('refuses rejoining with the same Google account for 7 days after a withdrawal, even by another email', async () => {
    const subject = `g-leaver-${sequence}`;
    mock.setIdentity({ sub: subject, email: `leaver${sequence}@gmail.test`, email_verified: true });
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    await signInWith(agent, 'google');
    const first = await agent.post('/api/auth/social/complete', {
      email: `leaver${sequence}@gmail.test`,
      nickname: `leaver${sequence}`,
      ...area,
    });
    expect(first.statusCode).toBe(201);
    expect((await agent.post('/api/users/remove', { agree: '1' })).statusCode).toBe(200);

    // The same Google account comes back under another address: a new sign-up, refused.
    mock.setIdentity({ sub: subject, email: `back${sequence}@gmail.test`, email_verified: true });
    const again = new Agent(ctx.app, { 'accept-language': 'en' });
    expect((await signInWith(again, 'google')).location).toBe('/socialLogin?step=signup');
    const refused = await again.post('/api/auth/social/complete', {
      email: `back${sequence}@gmail.test`,
      nickname: `back${sequence}`,
      ...area,
    });
    expect(refused.statusCode).toBe(422);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(refused.json().errors.email).toEqual([
      `You withdrew recently: you can sign up again with this email or phone number from ${until}.`,
    ]);
    expect(
      await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', `back${sequence}@gmail.test`)
        .execute(),
    ).toEqual([]);
  });

  it('refuses a nickname or email already taken with 422 on that field', async () => {
    const existing = await createUser(ctx.db);
    mock.setIdentity({ sub: `g-dup-${sequence}`, email: `dup${sequence}@gmail.test`, email_verified: false });
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    await signInWith(agent, 'google');
    const response = await agent.post('/api/auth/social/complete', {
      email: existing.email.toUpperCase(),
      nickname: existing.nickname,
      ...area,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['This email is already registered.'],
      nickname: ['This nickname is already in use.'],
    });
    expect(await signedInUser(agent)).toBeNull();
  });

  it('links an existing account when the provider verified the same email', async () => {
    const member = await createUser(ctx.db);
    mock.setIdentity({ sub: `g-link-${sequence}`, email: member.email.toUpperCase(), email_verified: true });
    const agent = new Agent(ctx.app);
    expect((await signInWith(agent, 'google')).location).toBe('/mypage');
    expect((await signedInUser(agent)).id).toBe(member.id);
    expect(await links(member.id)).toMatchObject([{ provider: 'google', subject: `g-link-${sequence}` }]);
  });

  it('does not link by an unverified email: the person must sign up', async () => {
    const member = await createUser(ctx.db);
    mock.setIdentity({ sub: `g-unverified-${sequence}`, email: member.email, email_verified: false });
    const agent = new Agent(ctx.app);
    expect((await signInWith(agent, 'google')).location).toBe('/socialLogin?step=signup');
    expect(await signedInUser(agent)).toBeNull();
    expect(await links(member.id)).toEqual([]);
  });

  it('refuses a suspended member, linked or found by email', async () => {
    const member = await createUser(ctx.db, { suspended: true });
    mock.setIdentity({ sub: `g-susp-${sequence}`, email: member.email, email_verified: true });
    const agent = new Agent(ctx.app);
    expect((await signInWith(agent, 'google')).location).toBe('/socialLogin?error=suspended');
    expect(await signedInUser(agent)).toBeNull();
    expect(await links(member.id)).toEqual([]);

    const linked = await createUser(ctx.db);
    mock.setIdentity({ sub: `g-susp2-${sequence}`, email: linked.email, email_verified: true });
    await signInWith(new Agent(ctx.app), 'google');
    await ctx.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', linked.id).execute();
    const later = new Agent(ctx.app);
    expect((await signInWith(later, 'google')).location).toBe('/socialLogin?error=suspended');
    expect(await signedInUser(later)).toBeNull();
  });

  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/\u3000/evil.example',
    '//evil.example',
    '/\\evil.example',
  ])('never leaves the site for the redirect %j, and never answers 500', async (redirect) => {
    const address = `10.24.0.${sequence}`; // these calls count apart from the other tests'
    // A linked member comes back straight to the fallback.
    const member = await createUser(ctx.db);
    mock.setIdentity({ sub: `g-redirect-${sequence}`, email: member.email, email_verified: true });
    const { location } = await signInWith(new Agent(ctx.app, {}, address), 'google', undefined, redirect);
    expect(location).toBe('/products');

    // A first-time member's sign-up answers no redirect (the web's own fallback).
    const email = `redirect${sequence}@gmail.test`;
    mock.setIdentity({ sub: `g-new-${sequence}`, email, email_verified: true, name: 'Jisoo Park' });
    const agent = new Agent(ctx.app, {}, address);
    expect((await signInWith(agent, 'google', undefined, redirect)).location).toBe(
      '/socialLogin?step=signup',
    );
    const done = await agent.post('/api/auth/social/complete', {
      email,
      nickname: `redir${sequence}`,
      ...area,
    });
    expect(done.statusCode).toBe(201);
    expect(done.json().meta).toEqual({ redirect: null });
  });

  it('refuses a callback whose state does not match', async () => {
    const member = await createUser(ctx.db);
    mock.setIdentity({ sub: `g-state-${sequence}`, email: member.email, email_verified: true });
    const agent = new Agent(ctx.app);
    const { location } = await signInWith(agent, 'google', (callback) =>
      callback.searchParams.set('state', 'forged-state'),
    );
    expect(location).toBe('/socialLogin?error=state');
    expect(await signedInUser(agent)).toBeNull();
  });

  it('refuses a callback from another browser (no authorization under way)', async () => {
    const agent = new Agent(ctx.app);
    const response = await agent.get('/api/auth/google/callback?code=abc&state=xyz');
    expect(response.headers.location).toBe('/socialLogin?error=state');
  });

  it('refuses an ID token carrying another nonce', async () => {
    const member = await createUser(ctx.db);
    mock.setIdentity({
      sub: `g-nonce-${sequence}`,
      email: member.email,
      email_verified: true,
      nonce: 'replayed',
    });
    const agent = new Agent(ctx.app);
    expect((await signInWith(agent, 'google')).location).toBe('/socialLogin?error=nonce');
    expect(await signedInUser(agent)).toBeNull();
    expect(await links(member.id)).toEqual([]);
  });

  it('refuses an ID token from another issuer, even one naming the same port', async () => {
    const member = await createUser(ctx.db);
    mock.setIdentity({
      sub: `g-iss-${sequence}`,
      email: member.email,
      email_verified: true,
      iss: mock.url.replace('127.0.0.1', 'localhost'),
    });
    const agent = new Agent(ctx.app);
    expect((await signInWith(agent, 'google')).location).toBe('/socialLogin?error=failed');
    expect(await signedInUser(agent)).toBeNull();
    expect(await links(member.id)).toEqual([]);
  });

  it('shows denied consent, and the authorization cannot be replayed', async () => {
    const agent = new Agent(ctx.app);
    const start = await agent.get('/api/auth/google');
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const denied = await agent.get(`/api/auth/google/callback?error=access_denied&state=${state}`);
    expect(denied.headers.location).toBe('/socialLogin?error=denied');
    const replay = await agent.get(`/api/auth/google/callback?code=abc&state=${state}`);
    expect(replay.headers.location).toBe('/socialLogin?error=state');
    expect(await signedInUser(agent)).toBeNull();
  });

  it('refuses a code the provider does not accept', async () => {
    mock.setIdentity({ sub: `g-bad-${sequence}` });
    const agent = new Agent(ctx.app);
    const { location } = await signInWith(agent, 'google', (callback) =>
      callback.searchParams.set('code', 'made-up'),
    );
    expect(location).toBe('/socialLogin?error=failed');
  });

  it('answers 410 when no social sign-up is waiting', async () => {
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    const response = await agent.post('/api/auth/social/complete', {
      email: 'x@example.test',
      nickname: 'x',
      ...area,
    });
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe('Your social sign-in has expired. Please start again.');
  });
});

describe('Naver (OAuth 2.0 with state, profile API)', () => {
  it('sends and checks state, then reads the profile', async () => {
    mock.setIdentity({ sub: `n-${sequence}`, email: `n${sequence}@naver.com`, name: '김철수' });
    const agent = new Agent(ctx.app);
    const { authorizeUrl, location } = await signInWith(agent, 'naver');
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(authorizeUrl.searchParams.get('client_id')).toBe('naver-client');
    expect(authorizeUrl.searchParams.has('code_challenge')).toBe(false);
    expect(location).toBe('/socialLogin?step=signup');
    expect((await agent.get('/api/auth/social/pending')).json().data).toEqual({
      provider: 'naver',
      email: `n${sequence}@naver.com`,
      name: '김철수',
    });
  });

  it('links by a naver.com address (Naver owns it) but not by another address', async () => {
    const naverMember = await createUser(ctx.db, { email: `member${sequence}@naver.com` });
    mock.setIdentity({ sub: `n-link-${sequence}`, email: naverMember.email });
    const agent = new Agent(ctx.app);
    expect((await signInWith(agent, 'naver')).location).toBe('/mypage');
    expect((await signedInUser(agent)).id).toBe(naverMember.id);

    const other = await createUser(ctx.db);
    mock.setIdentity({ sub: `n-other-${sequence}`, email: other.email });
    expect((await signInWith(new Agent(ctx.app), 'naver')).location).toBe('/socialLogin?step=signup');
    expect(await links(other.id)).toEqual([]);
  });

  it('refuses a forged state and denied consent', async () => {
    mock.setIdentity({ sub: `n-bad-${sequence}` });
    const agent = new Agent(ctx.app);
    expect(
      (await signInWith(agent, 'naver', (callback) => callback.searchParams.set('state', 'x'))).location,
    ).toBe('/socialLogin?error=state');
    const denied = await signInWith(new Agent(ctx.app), 'naver', (callback) => {
      callback.searchParams.delete('code');
      callback.searchParams.set('error', 'access_denied');
    });
    expect(denied.location).toBe('/socialLogin?error=denied');
  });
});

describe('Apple (OpenID Connect, form post)', () => {
  it('asks for a form post with a nonce and takes the name from the first consent', async () => {
    mock.setIdentity({
      sub: `a-${sequence}`,
      email: `a${sequence}@privaterelay.appleid.com`,
      email_verified: true,
    });
    const agent = new Agent(ctx.app);
    const { authorizeUrl, location } = await signInWith(agent, 'apple');
    expect(authorizeUrl.searchParams.get('response_mode')).toBe('form_post');
    expect(authorizeUrl.searchParams.get('scope')).toBe('name email');
    expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
    expect(location).toBe('/socialLogin?step=signup');
    expect((await agent.get('/api/auth/social/pending')).json().data).toEqual({
      provider: 'apple',
      email: `a${sequence}@privaterelay.appleid.com`,
      name: 'Mina Kim',
    });
    const done = await agent.post('/api/auth/social/complete', {
      email: `a${sequence}@privaterelay.appleid.com`,
      nickname: `mina${sequence}`,
      ...area,
    });
    expect(done.statusCode).toBe(201);
    expect(await links(done.json().data.id)).toMatchObject([{ provider: 'apple', subject: `a-${sequence}` }]);
  });

  it('refuses a bad nonce, a forged state and denied consent', async () => {
    const member = await createUser(ctx.db);
    mock.setIdentity({ sub: `a-bad-${sequence}`, email: member.email, email_verified: true, nonce: 'other' });
    expect((await signInWith(new Agent(ctx.app), 'apple')).location).toBe('/socialLogin?error=nonce');
    mock.setIdentity({ sub: `a-bad-${sequence}`, email: member.email, email_verified: true });
    expect(
      (await signInWith(new Agent(ctx.app), 'apple', (callback) => callback.searchParams.set('state', 'x')))
        .location,
    ).toBe('/socialLogin?error=state');
    const denied = await signInWith(new Agent(ctx.app), 'apple', (callback) => {
      callback.searchParams.delete('code');
      callback.searchParams.set('error', 'user_cancelled_authorize');
    });
    expect(denied.location).toBe('/socialLogin?error=failed');
    expect(await links(member.id)).toEqual([]);
  });

  it('only Apple posts its answer', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/google/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=a&state=b',
    });
    expect(response.statusCode).toBe(404);
  });
});
