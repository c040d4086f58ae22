import { CSRF_PATH } from '@steelyard/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser, nextAddress } from '../../../test/factories.ts';
import * as passwords from '../../lib/passwords.ts';

// Counts the hashing every request does (the real work still runs).
vi.mock('../../lib/passwords.ts', async (original) => {
  const real = await original<typeof passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword), verifyPassword: vi.fn(real.verifyPassword) };
});
const hashed = () =>
  vi.mocked(passwords.hashPassword).mock.calls.length + vi.mocked(passwords.verifyPassword).mock.calls.length;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('costly password work only after the cheap checks', () => {
  it('checks a reset token before hashing the new password', async () => {
    const before = hashed();
    const agent = new Agent(ctx.app, { 'accept-language': 'en' }, nextAddress());
    const forged = await agent.post('/api/users/resetPassword', {
      token: 'a'.repeat(43),
      password: 'newpass2026',
      password_confirmation: 'newpass2026',
    });
    expect(forged.statusCode).toBe(422);
    expect(Object.keys(forged.json().errors)).toEqual(['token']);
    expect(hashed()).toBe(before);
  });

  it('checks the current password before hashing a new one', async () => {
    const user = await createUser(ctx.db);
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    await agent.login(user.email, 'password', nextAddress());
    const hashes = () => vi.mocked(passwords.hashPassword).mock.calls.length;
    const before = hashes();
    const wrong = await agent.patch('/api/users/account', {
      current_password: 'not-it',
      password: 'newpass2026',
      password_confirmation: 'newpass2026',
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['current_password']);
    expect(hashes()).toBe(before);
    const right = await agent.patch('/api/users/account', {
      current_password: 'password',
      password: 'newpass2026',
      password_confirmation: 'newpass2026',
    });
    expect(right.statusCode).toBe(200);
    expect(hashes()).toBe(before + 1);
  });

  it('answers 503 with Retry-After when too many hashes wait, and sign-in works again after', async () => {
    const user = await createUser(ctx.db);
    const agent = new Agent(ctx.app, { 'accept-language': 'en' }, nextAddress());
    await agent.get(CSRF_PATH);
    // Fill the queue with slow hashes (about 0.1 s each, 2 at a time), then try to sign in.
    const slow = Array.from(
      { length: passwords.HASHING_LIMITS.concurrent + passwords.HASHING_LIMITS.waiting },
      () => passwords.hashPassword('filler', 2 ** 15),
    );
    const busy = await agent.post('/api/login', { email: user.email, password: 'password' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(passwords.HASHING_LIMITS.retryAfterSeconds));
    expect(busy.json()).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
    await Promise.all(slow);
    expect((await agent.post('/api/login', { email: user.email, password: 'password' })).statusCode).toBe(
      200,
    );
  });
});
