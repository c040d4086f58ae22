import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { contactIdentity, emailIdentity } from '../rejoin-bans/rejoin-bans.identities.ts';
import { addRejoinBans, isRejoinBanned } from '../rejoin-bans/rejoin-bans.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

let n = 0;
/** A valid sign-up form; each call a fresh email and nickname. */
const form = (values: Record<string, unknown> = {}) => {
  n += 1;
  return {
    email: `new${n}@example.test`,
    password: 'machine2026',
    password_confirmation: 'machine2026',
    nickname: `새회원${n}`,
    city: '서울특별시',
    county: '강남구',
    ...values,
  };
};
// Each agent its own address, so the per-address sign-up limit does not meet across tests.
let address = 0;
const agentFor = (language = 'en') => {
  address += 1;
  const agent = new Agent(ctx.app, { 'accept-language': language, 'x-country': 'KR' });
  const remoteAddress = `192.0.2.${address}`;
  return {
    agent,
    post: (url: string, body?: Record<string, unknown>) => agent.post(url, body, { remoteAddress }),
  };
};
const countUsers = async (email: string) =>
  Number(
    (
      await ctx.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/users (sign-up)', () => {
  it('creates the member with a scrypt hash and the activity area, and signs them in', async () => {
    const { agent, post } = agentFor('de');
    const body = form({ email: 'Neu@Example.TEST', contact: '010-5555-1234', name: '홍길동' });
    const response = await post('/api/users', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      email: 'neu@example.test',
      nickname: body.nickname,
      contact: '01055551234',
      name: '홍길동',
      city: '서울특별시',
      county: '강남구',
      country: 'KR',
      language: 'de',
      admin: 0,
    });
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'neu@example.test')
      .executeTakeFirstOrThrow();
    // scrypt at the configured cost (the suite's cheap one; 2^17 by default, see config.test.ts).
    expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('machine2026', row.password_hash!)).toBe(true);
    const me = await agent.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(row.id);
  });

  it("answers the spec's nickname message and the required fields, storing nothing", async () => {
    const { agent, post } = agentFor('en');
    const response = await post('/api/users', { email: 'nonick@example.test', password: 'machine2026' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      nickname: ['Please enter a nickname.'],
      city: ['Please select your activity area.'],
      county: ['Please select your activity area.'],
    });
    const blank = await post('/api/users', form({ nickname: '   ', email: 'nonick@example.test' }));
    expect(blank.json().errors).toEqual({ nickname: ['Please enter a nickname.'] });
    const ko = await agentFor('ko').post('/api/users', form({ nickname: '' }));
    expect(ko.json().errors.nickname).toEqual(['닉네임을 입력해 주세요.']);
    expect(await countUsers('nonick@example.test')).toBe(0);
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });

  it('applies the password policy and the confirmation', async () => {
    const { post } = agentFor('en');
    for (const password of ['short1', '12345678901', 'onlyletters']) {
      const response = await post('/api/users', form({ password, password_confirmation: password }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.password).toEqual([
        'Use at least 8 characters with letters and numbers.',
      ]);
    }
    const mismatch = await post('/api/users', form({ password_confirmation: 'machine2027' }));
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
    const tooLong = await post(
      '/api/users',
      form({ password: `a1${'x'.repeat(127)}`, password_confirmation: undefined }),
    );
    expect(tooLong.json().errors.password).toEqual(['Please enter at most 128 characters.']);
  });

  it('validates email and contact formats', async () => {
    const { post } = agentFor('en');
    const response = await post('/api/users', form({ email: 'not-an-email', contact: '12ab' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Please enter a valid email address.'],
      contact: ['Please enter a valid phone number.'],
    });
  });

  it('refuses an activity area that is not in the country list', async () => {
    const { post } = agentFor('en');
    const wrongPair = await post('/api/users', form({ city: '서울특별시', county: '해운대구' }));
    expect(wrongPair.statusCode).toBe(422);
    expect(wrongPair.json().errors).toEqual({ county: ['Please choose an activity area from the list.'] });
    const unknownCity = await post('/api/users', form({ city: 'Atlantis', county: '강남구' }));
    expect(unknownCity.json().errors).toEqual({ county: ['Please choose an activity area from the list.'] });
    // Another country's list: a German member picks a Land and a Kreis or city.
    const germany = await ctx.db
      .selectFrom('cities')
      .innerJoin('counties', 'counties.city_id', 'cities.id')
      .select(['cities.name as city', 'counties.name as county'])
      .where('cities.country', '=', 'DE')
      .executeTakeFirstOrThrow();
    const de = await post('/api/users', form({ country: 'DE', ...germany }));
    expect(de.statusCode).toBe(201);
    expect(de.json().data).toMatchObject({ country: 'DE', city: germany.city, county: germany.county });
  });

  it('answers a clear 422 on the field for a taken email, nickname or contact (any case or format)', async () => {
    const existing = await createUser(ctx.db, { email: 'taken@example.test', nickname: 'TakenNick' });
    await ctx.db
      .updateTable('users')
      .set({ contact: '010-7777-8888' })
      .where('id', '=', existing.id)
      .execute();
    const { post } = agentFor('en');
    const response = await post(
      '/api/users',
      form({ email: 'TAKEN@example.test', nickname: 'takennick', contact: '01077778888' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['This email is already registered.'],
      nickname: ['This nickname is already in use.'],
      contact: ['This phone number is already registered to another account.'],
    });
    expect(await countUsers('taken@example.test')).toBe(1);
  });

  it('lets only one of two racing sign-ups with the same email through', async () => {
    const email = 'race@example.test';
    const [a, b] = await Promise.all([
      agentFor('en').post('/api/users', form({ email })),
      agentFor('en').post('/api/users', form({ email })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const refused = a.statusCode === 422 ? a : b;
    expect(refused.json().errors).toEqual({ email: ['This email is already registered.'] });
    expect(await countUsers(email)).toBe(1);
  });

  it('refuses an email or contact withdrawn within 7 days, with the date it opens again', async () => {
    const until = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await addRejoinBans(
      ctx.db,
      [emailIdentity('Gone@Example.test'), contactIdentity('010-1212-3434')],
      until,
    );
    expect(await isRejoinBanned(ctx.db, [emailIdentity('gone@example.test')])).toBe(true);
    const { post } = agentFor('en');
    const byEmail = await post('/api/users', form({ email: 'gone@example.test' }));
    expect(byEmail.statusCode).toBe(422);
    const date = until.toISOString().slice(0, 10);
    expect(byEmail.json().errors).toEqual({
      email: [`You withdrew recently: you can sign up again with this email or phone number from ${date}.`],
    });
    const byContact = await post('/api/users', form({ contact: '+8210 1212 3434'.replace('+8210', '010') }));
    expect(byContact.json().errors).toHaveProperty('contact');
    expect(await countUsers('gone@example.test')).toBe(0);
    // A ban that has run out no longer refuses.
    await ctx.db
      .updateTable('rejoin_bans')
      .set({ banned_until: new Date(Date.now() - 1000) })
      .execute();
    expect((await post('/api/users', form({ email: 'gone@example.test' }))).statusCode).toBe(201);
  });
});

describe('POST /api/users/remove (withdrawal)', () => {
  it('requires the agreement tick, with a message under the field, and changes nothing', async () => {
    const user = await createUser(ctx.db);
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    await agent.login(user.email, 'password', '192.0.2.200');
    for (const body of [{}, { agree: '0' }, { agree: 0 }]) {
      const response = await agent.post('/api/users/remove', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ agree: ['Please agree to the notice before withdrawing.'] });
    }
    const row = await ctx.db
      .selectFrom('users')
      .select('withdrawn_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.withdrawn_at).toBeNull();
    expect((await agent.get('/api/user')).statusCode).toBe(200);
  });

  it('needs a signed-in member', async () => {
    const response = await new Agent(ctx.app).post('/api/users/remove', { agree: '1' });
    expect(response.statusCode).toBe(401);
  });

  it('closes the account at once: every session ends, products vanish, sign-in and rejoining are refused', async () => {
    const user = await createUser(ctx.db, { email: 'leaver@example.test', nickname: 'leaver' });
    await ctx.db.updateTable('users').set({ contact: '01090901010' }).where('id', '=', user.id).execute();
    const product = await createProduct(ctx.db, user.id, { title: 'Lathe of a leaver' });
    const phone = new Agent(ctx.app, { 'accept-language': 'en' });
    const laptop = new Agent(ctx.app, { 'accept-language': 'en' });
    await phone.login(user.email, 'password', '192.0.2.201');
    await laptop.login(user.email, 'password', '192.0.2.202');
    const visitor = new Agent(ctx.app);
    expect((await visitor.get(`/api/products/${product.id}`)).statusCode).toBe(200);

    const response = await phone.post('/api/users/remove', { agree: '1' }, { multipart: true });
    expect(response.statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.withdrawn_at).not.toBeNull();
    expect(row.email).toBe('leaver@example.test'); // kept until the retention purge
    expect(await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);

    expect((await visitor.get(`/api/products/${product.id}`)).statusCode).toBe(404);
    const list = await visitor.get('/api/products?word=Lathe');
    expect(list.json().data.map((p: { id: number }) => p.id)).not.toContain(product.id);

    const login = await new Agent(ctx.app, { 'accept-language': 'en' }).post(
      '/api/login',
      { email: user.email, password: 'password' },
      { remoteAddress: '192.0.2.203' },
    );
    expect(login.statusCode).toBe(422);

    const { post } = agentFor('en');
    const again = await post('/api/users', form({ email: 'leaver@example.test', nickname: 'leaver' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email[0]).toMatch(/^You withdrew recently/);
    const byContact = await post('/api/users', form({ contact: '010-9090-1010' }));
    expect(byContact.json().errors.contact[0]).toMatch(/^You withdrew recently/);
    // The ban lasts 7 days.
    const ban = await ctx.db.selectFrom('rejoin_bans').select('banned_until').execute();
    const days = ban.map((b) => (new Date(b.banned_until).getTime() - Date.now()) / 86_400_000);
    expect(days.some((d) => d > 6.99 && d <= 7)).toBe(true);
  });
});
