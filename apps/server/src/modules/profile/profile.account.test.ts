import { normalizeContact } from '@steelyard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser, nextAddress, signedInMember } from '../../../test/factories.ts';
import { waitFor } from '../../../test/message-peers.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { contactIdentity, emailIdentity } from '../rejoin-bans/rejoin-bans.identities.ts';
import { addRejoinBans } from '../rejoin-bans/rejoin-bans.repository.ts';

// The test sink keeps what the (log) senders send, as a phone or mailbox would.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ MESSAGE_SINK: 'true' });
});
afterAll(() => ctx.close());

const member = (language = 'en') => signedInMember(ctx.app, ctx.db, {}, language);
const userRow = (id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const sessionCount = async (userId: number) =>
  (await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;
const sentTo = (to: string) => ctx.app.senders.sink!.list(to);

let sequence = 0;
const newEmail = () => `new-address-${++sequence}@example.test`;
const newContact = () => `0106000${String(++sequence).padStart(4, '0')}`;

/** Asks for a code to a new `email` or `contact` (from a fresh address) and reads it off the sink. */
async function requestCode(agent: Agent, address: { email: string } | { contact: string }) {
  // Where it goes: the address as the server normalizes it.
  const to = 'email' in address ? address.email.toLowerCase() : normalizeContact(address.contact);
  const before = sentTo(to).length;
  const response = await agent.post(
    '/api/users/account/code',
    { current_password: 'password', ...address },
    { remoteAddress: nextAddress() },
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data).toEqual({ expires_in: 300 });
  const message = await waitFor(() => (sentTo(to).length > before ? sentTo(to)[0] : undefined));
  return { message, code: message.text.match(/\b\d{6}\b/)![0] };
}

const patchAccount = (agent: Agent, body: Record<string, unknown>) =>
  agent.patch(
    '/api/users/account',
    { current_password: 'password', ...body },
    { remoteAddress: nextAddress() },
  );

/** A code that is not `code`. */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('a new email, verified by a code', () => {
  it('sends a code to the new address in the member’s language; with it the email changes and signs in', async () => {
    const { user, agent } = await member('de');
    const email = newEmail();
    const { message, code } = await requestCode(agent, { email: email.toUpperCase() });
    expect(message).toMatchObject({
      channel: 'email',
      to: email,
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse bei Steelyard',
      text: expect.stringContaining(`lautet ${code}. Er ist 5 Minuten gültig.`),
    });
    expect(sentTo(user.email)).toEqual([]);
    // Nothing changes before the code comes back.
    expect((await userRow(user.id)).email).toBe(user.email);

    const response = await patchAccount(agent, { email, code });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(email);
    expect((await userRow(user.id)).email).toBe(email);
    await new Agent(ctx.app).login(email, 'password', nextAddress());
    const rows = await ctx.db
      .selectFrom('one_time_codes')
      .select(['purpose', 'consumed_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([{ purpose: 'email_change', consumed_at: expect.any(Date) }]);
  });

  it('refuses a missing, malformed, wrong or expired code (422 on code, nothing changed); a wrong one counts as a try', async () => {
    const { user, agent } = await member();
    const before = await userRow(user.id);
    const email = newEmail();
    const { code } = await requestCode(agent, { email });

    const missing = await patchAccount(agent, { email });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ code: ['Please enter the code we sent to the new address.'] });
    const malformed = await patchAccount(agent, { email, code: '12a' });
    expect(malformed.json().errors).toEqual({ code: ['Please enter the 6-digit code.'] });
    const wrong = await patchAccount(agent, { email, code: otherThan(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'The code is incorrect or has expired.',
      errors: { code: ['The code is incorrect or has expired.'] },
    });
    const tries = ctx.db.selectFrom('one_time_codes').select('attempts').where('user_id', '=', user.id);
    expect(await tries.executeTakeFirstOrThrow()).toEqual({ attempts: 1 });
    expect(await userRow(user.id)).toEqual(before);

    // A wrong current password answers first and leaves the code alone.
    const password = await agent.patch(
      '/api/users/account',
      { current_password: 'wrong', email, code },
      { remoteAddress: nextAddress() },
    );
    expect(password.json().errors).toEqual({ current_password: ['The current password is not correct.'] });
    expect(await tries.executeTakeFirstOrThrow()).toEqual({ attempts: 1 });

    await ctx.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await patchAccount(agent, { email, code });
    expect(expired.json().errors).toEqual({ code: ['The code is incorrect or has expired.'] });
    expect(await userRow(user.id)).toEqual(before);
  });

  it('refuses a code sent to another address, or for the contact', async () => {
    const { user, agent } = await member();
    const before = await userRow(user.id);
    const { code } = await requestCode(agent, { email: newEmail() });
    const other = await patchAccount(agent, { email: newEmail(), code });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ code: ['The code is incorrect or has expired.'] });
    const contact = await patchAccount(agent, { contact: newContact(), code });
    expect(contact.json().errors).toEqual({ code: ['The code is incorrect or has expired.'] });
    expect(await userRow(user.id)).toEqual(before);
  });

  it('refuses another member’s code for the same address, which still works for that member', async () => {
    const { user: owner, agent: ownerAgent } = await member();
    const { user: other, agent: otherAgent } = await member();
    const email = newEmail();
    const { code } = await requestCode(ownerAgent, { email });

    const stolen = await patchAccount(otherAgent, { email, code });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({ code: ['The code is incorrect or has expired.'] });
    expect((await userRow(other.id)).email).toBe(other.email);

    // The other member asking for the same address gets a code of their own; the first one stays good.
    await requestCode(otherAgent, { email });
    expect((await patchAccount(ownerAgent, { email, code })).statusCode).toBe(200);
    expect((await userRow(owner.id)).email).toBe(email);
  });

  it('answers a taken or unchanged email, or a wrong password, on the field before sending anything', async () => {
    const { user, agent } = await member();
    const other = await createUser(ctx.db);
    const email = newEmail();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { current_password: 'password', email: other.email.toUpperCase() },
        { email: ['This email is already registered.'] },
      ],
      [
        { current_password: 'password', email: user.email },
        { email: ['This is already your email address.'] },
      ],
      [{ current_password: 'wrong', email }, { current_password: ['The current password is not correct.'] }],
      [{ email }, { current_password: ['Please enter your current password.'] }],
      [
        { current_password: 'password', email: 'not-an-email' },
        { email: ['Please enter a valid email address.'] },
      ],
      [{ current_password: 'password' }, { email: ['Please enter what you want to change.'] }],
      [
        { current_password: 'password', email, contact: newContact() },
        { contact: ['Please change your email and your phone number one at a time.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await agent.post('/api/users/account/code', body, { remoteAddress: nextAddress() });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    await ctx.app.background.idle();
    expect([...sentTo(other.email), ...sentTo(user.email), ...sentTo(email)]).toEqual([]);
    expect(
      await ctx.db.selectFrom('one_time_codes').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
  });
});

describe('an address withdrawn within the rejoin ban', () => {
  it('is refused for a new email or contact as for a sign-up, sending nothing and changing nothing', async () => {
    const { user, agent } = await member();
    const email = newEmail();
    const contact = newContact();
    await addRejoinBans(
      ctx.db,
      [emailIdentity(email), contactIdentity(contact)],
      new Date('2099-01-07T00:00:00Z'),
    );
    for (const [address, field] of [
      [{ email }, 'email'],
      [{ contact }, 'contact'],
    ] as const) {
      const response = await agent.post(
        '/api/users/account/code',
        { current_password: 'password', ...address },
        { remoteAddress: nextAddress() },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        [field]: [
          'You withdrew recently: you can sign up again with this email or phone number from 2099-01-07.',
        ],
      });
    }
    await ctx.app.background.idle();
    expect([...sentTo(email), ...sentTo(normalizeContact(contact))]).toEqual([]);
    expect(await userRow(user.id)).toMatchObject({ email: user.email, contact: user.contact });
  });
});

describe('a new contact, verified by a code', () => {
  it('sends an SMS to the new number; with the code it is saved; removing it needs no code', async () => {
    const { user, agent } = await member('ko');
    const contact = newContact();
    const { message, code } = await requestCode(agent, {
      contact: `${contact.slice(0, 3)}-${contact.slice(3, 7)}-${contact.slice(7)}`,
    });
    expect(message).toMatchObject({
      channel: 'sms',
      to: contact,
      text: `[Steelyard] 연락처 변경 인증번호는 ${code}입니다. 5분 안에 입력해 주세요.`,
    });

    const saved = await patchAccount(agent, { contact, code });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.contact).toBe(contact);

    const cleared = await patchAccount(agent, { contact: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.contact).toBeNull();
    // The code worked once.
    const again = await patchAccount(agent, { contact, code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: ['인증번호가 올바르지 않거나 만료되었습니다.'] });
    expect((await userRow(user.id)).contact).toBeNull();
  });

  it('answers a number in use or invalid on the field, sending nothing; one in use by then is refused at saving', async () => {
    const { user, agent } = await member();
    const other = await createUser(ctx.db);
    const taken = newContact();
    await ctx.db.updateTable('users').set({ contact: taken }).where('id', '=', other.id).execute();
    const ip = nextAddress();

    const inUse = await agent.post(
      '/api/users/account/code',
      { current_password: 'password', contact: `${taken.slice(0, 3)} ${taken.slice(3)}` },
      { remoteAddress: ip },
    );
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().errors).toEqual({
      contact: ['This phone number is already registered to another account.'],
    });
    const bad = await agent.post(
      '/api/users/account/code',
      { current_password: 'password', contact: '12ab' },
      { remoteAddress: ip },
    );
    expect(bad.json().errors).toEqual({ contact: ['Please enter a valid phone number.'] });
    expect(sentTo(taken)).toEqual([]);

    // Free when asked, taken before the code came back.
    const contact = newContact();
    const { code } = await requestCode(agent, { contact });
    await ctx.db.updateTable('users').set({ contact }).where('id', '=', other.id).execute();
    const late = await patchAccount(agent, { contact, code });
    expect(late.json().errors).toEqual({
      contact: ['This phone number is already registered to another account.'],
    });
    expect((await userRow(user.id)).contact).toBeNull();
  });
});

describe('code sends are limited', () => {
  it('per new address (5 an hour, shared with the other code sends), 429 with Retry-After', async () => {
    const { agent } = await member();
    const email = newEmail();
    // A password-reset code to the same address counts against the same allowance.
    const reset = await new Agent(ctx.app).post(
      '/api/users/findPassword',
      { channel: 'email', email },
      { remoteAddress: nextAddress() },
    );
    expect(reset.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await requestCode(agent, { email });
    const response = await agent.post(
      '/api/users/account/code',
      { current_password: 'password', email },
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json().message).toBe('Too many requests. Please try again in a moment.');
  });

  it('per client address (20 an hour)', async () => {
    const { agent } = await member();
    const ip = nextAddress();
    const ask = () =>
      agent.post(
        '/api/users/account/code',
        { current_password: 'password', email: newEmail() },
        { remoteAddress: ip },
      );
    for (let i = 0; i < 20; i++) expect((await ask()).statusCode).toBe(200);
    const response = await ask();
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('PATCH /api/users/account', () => {
  it('changes the password typed twice and ends every other session of the member', async () => {
    const { user, agent } = await member();
    const otherDevice = new Agent(ctx.app);
    await otherDevice.login(user.email, 'password', nextAddress());
    expect(await sessionCount(user.id)).toBe(2);

    const response = await patchAccount(agent, {
      password: 'n3w-passw0rd',
      password_confirmation: 'n3w-passw0rd',
    });
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
        { current_password: 'wrong', email: 'x@example.test', code: '123456' },
        { current_password: ['The current password is not correct.'] },
      ],
      [
        { email: 'x@example.test', code: '123456' },
        { current_password: ['Please enter your current password.'] },
      ],
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
        { current_password: 'password', email: other.email.toUpperCase(), code: '123456' },
        { email: ['This email is already registered.'] },
      ],
      [
        { current_password: 'password', email: 'not-an-email', code: '123456' },
        { email: ['Please enter a valid email address.'] },
      ],
      [
        { current_password: 'password', email: 'x@example.test', contact: '01012345678', code: '123456' },
        { contact: ['Please change your email and your phone number one at a time.'] },
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
    const email = newEmail();
    const { code } = await requestCode(agent, { email });
    const response = await patchAccount(agent, { id: victim.id, user_id: victim.id, email, code });
    expect(response.json().data).toMatchObject({ id: user.id, email });
    expect(await userRow(victim.id)).toEqual(before);
  });

  it('needs a signed-in member, for the code and for the change', async () => {
    const visitor = new Agent(ctx.app);
    const asked = await visitor.post(
      '/api/users/account/code',
      { current_password: 'password', email: newEmail() },
      { remoteAddress: nextAddress() },
    );
    expect(asked.statusCode).toBe(401);
    const changed = await visitor.patch(
      '/api/users/account',
      { current_password: 'password', email: 'a@b.test', code: '123456' },
      { remoteAddress: nextAddress() },
    );
    expect(changed.statusCode).toBe(401);
  });
});
