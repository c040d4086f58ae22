import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { ACCOUNT_LIMITS } from '@steelyard/contracts';
import { AppError, ValidationError } from '../../http/errors.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';

const MINUTE_MS = 60_000;
/** Failures are remembered this long after the last one (longer than the longest lock). */
const MEMORY_MS = ACCOUNT_LIMITS.signInFailureMemoryMinutes * MINUTE_MS;

/**
 * How long an account stays locked for one address after `failures` failed sign-ins from it:
 * nothing for the first few, then 1, 2, 4, 8 minutes and at most 15.
 */
export function lockDurationMs(failures: number): number {
  const over = failures - ACCOUNT_LIMITS.signInFreeFailures;
  if (over < 0) return 0;
  return Math.min(2 ** over * MINUTE_MS, ACCOUNT_LIMITS.signInLockMaxMinutes * MINUTE_MS);
}

/**
 * Failed sign-ins counted per account *and* client address, in the rate-limit store (Redis when
 * configured, else memory). Someone guessing a member's password locks only their own address out
 * of that account, for a delay that grows with each failure; the member signs in from anywhere
 * else as usual, and here by a one-time code (its own account key) or after a password reset.
 */
export interface SignInLockout {
  /**
   * Runs a sign-in unless `account` is locked for the address `ip` (429 with Retry-After); a wrong
   * credential (a ValidationError) counts one failure. `account` names what is signed in to
   * ('password:…', 'code:…'), so each way of signing in has its own lock.
   */
  attempt<T>(ip: string, account: string, run: () => Promise<T>): Promise<T>;
}

/** `store` must count with continueExceeding, so its ttl runs from the last failure. */
export function createSignInLockout(store: RateLimitStore): SignInLockout {
  const count = (method: 'read' | 'incr', key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store[method](key, (error, result) => (error ? reject(error) : resolve(result!)), MEMORY_MS, 0),
    );
  return {
    async attempt(ip, account, run) {
      // Only a digest of the account is kept, so the store holds no email or phone number.
      const digest = createHash('sha256').update(account).digest('base64url').slice(0, 24);
      const key = `sign-in-lock:${digest}:${normalizeIP(ip)}`;
      const { current, ttl } = await count('read', key);
      const sinceLastFailure = MEMORY_MS - ttl;
      const locked = current > 0 ? lockDurationMs(current) - sinceLastFailure : 0;
      if (locked > 0)
        throw new AppError(429, 'auth.locked', { 'retry-after': String(Math.ceil(locked / 1000)) });
      try {
        return await run();
      } catch (error) {
        if (error instanceof ValidationError) await count('incr', key);
        throw error;
      }
    },
  };
}
