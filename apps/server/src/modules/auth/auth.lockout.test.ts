import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser } from '../../../test/factories.ts';
import { waitFor } from '../../../test/message-peers.ts';
import { lockDurationMs } from '../accounts/sign-in-lockout.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ MESSAGE_SINK: 'true' });
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

let sequence = 0;
/** A member with a phone number, and two places to sign in from. */
async function memberWithContact() {
  sequence += 1;
  const user = await createUser(ctx.db);
  const contact = `0105100${String(sequence).padStart(4, '0')}`;
  await ctx.db.updateTable('users').set({ contact }).where('id', '=', user.id).execute();
  return {
    user,
    contact,
    attacker: `198.51.100.${sequence * 2}`,
    elsewhere: `198.51.100.${sequence * 2 + 1}`,
  };
}

const agent = () => new Agent(ctx.app, { 'accept-language': 'en' });
const login = (from: string, email: string, password: string) =>
  agent().post('/api/login', { email, password }, { remoteAddress: from });

/** The six-digit code last sent to `to` (the test message sink stands in for the phone). */
const codeSentTo = (to: string, after: number) =>
  waitFor(() => {
    const message = ctx.app.senders.sink!.list(to).find((m) => Date.parse(m.sent_at) >= after);
    return message ? /\d{6}/.exec(message.text)?.[0] : undefined;
  });

async function failPasswords(from: string, email: string, times: number) {
  for (let i = 0; i < times; i++) expect((await login(from, email, 'wrong-password1')).statusCode).toBe(422);
}

describe('password sign-in lockout per account and address', () => {
  it('locks only the address that guessed, for a delay that grows; the member signs in from elsewhere', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const { user, attacker, elsewhere } = await memberWithContact();
    await failPasswords(attacker, user.email, 5);
    const locked = await login(attacker, user.email, 'password');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(lockDurationMs(5) / 1000));
    expect(locked.json().message).toBe(
      'Too many wrong passwords from here. Please wait a little, or sign in with a code or reset your password.',
    );
    expect((await login(elsewhere, user.email, 'password')).statusCode).toBe(200);

    // Each failure after the lock runs out locks for twice as long.
    vi.setSystemTime(Date.now() + lockDurationMs(5) + 1000);
    await failPasswords(attacker, user.email, 1);
    expect((await login(attacker, user.email, 'password')).headers['retry-after']).toBe(
      String(lockDurationMs(6) / 1000),
    );
    vi.setSystemTime(Date.now() + lockDurationMs(6) + 1000);
    await failPasswords(attacker, user.email, 1);
    expect((await login(attacker, user.email, 'password')).headers['retry-after']).toBe(
      String(lockDurationMs(7) / 1000),
    );
    expect([5, 6, 7, 8, 9, 10].map((n) => lockDurationMs(n) / 60_000)).toEqual([1, 2, 4, 8, 15, 15]);
    expect((await login(elsewhere, user.email, 'password')).statusCode).toBe(200);
  });

  it('leaves sign-in by code and the password reset working from the locked address', async () => {
    const { user, contact, attacker } = await memberWithContact();
    await failPasswords(attacker, user.email, 5);
    expect((await login(attacker, user.email, 'password')).statusCode).toBe(429);

    const phone = agent();
    const before = Date.now();
    expect(
      (await phone.post('/api/loginByContact/code', { contact }, { remoteAddress: attacker })).statusCode,
    ).toBe(200);
    const code = await codeSentTo(contact, before);
    const byCode = await phone.post('/api/loginByContact', { contact, code }, { remoteAddress: attacker });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().data.id).toBe(user.id);

    const browser = agent();
    const target = { channel: 'email', email: user.email };
    expect(
      (await browser.post('/api/users/findPassword', target, { remoteAddress: attacker })).statusCode,
    ).toBe(200);
    const resetCode = await codeSentTo(user.email, before);
    const verified = await browser.post(
      '/api/users/findPassword/verify',
      { ...target, code: resetCode },
      { remoteAddress: attacker },
    );
    expect(verified.statusCode).toBe(200);
    const reset = await browser.post(
      '/api/users/resetPassword',
      {
        token: verified.json().data.token,
        password: 'new-password9',
        password_confirmation: 'new-password9',
      },
      { remoteAddress: attacker },
    );
    expect(reset.statusCode).toBe(200);
    // The new password lifts the lock at once.
    expect((await login(attacker, user.email, 'new-password9')).statusCode).toBe(200);
  });

  it('locks a code sign-in per number and address too, never the number everywhere', async () => {
    const { user, contact, attacker, elsewhere } = await memberWithContact();
    for (let i = 0; i < 5; i++) {
      const wrong = await agent().post(
        '/api/loginByContact',
        { contact, code: '000000' },
        { remoteAddress: attacker },
      );
      expect(wrong.statusCode).toBe(422);
    }
    const locked = await agent().post(
      '/api/loginByContact',
      { contact, code: '000000' },
      { remoteAddress: attacker },
    );
    expect(locked.statusCode).toBe(429);
    // Password sign-in has its own lock: it still works from the same address.
    expect((await login(attacker, user.email, 'password')).statusCode).toBe(200);

    const phone = agent();
    const before = Date.now();
    await phone.post('/api/loginByContact/code', { contact }, { remoteAddress: elsewhere });
    const code = await codeSentTo(contact, before);
    const signedIn = await phone.post('/api/loginByContact', { contact, code }, { remoteAddress: elsewhere });
    expect(signedIn.statusCode).toBe(200);
  });
});
