import { ACCOUNT_LIMITS } from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import type { RateLimitStoreClass } from '../../lib/rate-limit-store.ts';
import { createKeyedLimit, type KeyedLimit } from './keyed-limits.ts';
import { createSignInLockout, type SignInLockout } from './sign-in-lockout.ts';

const HOUR_MS = 60 * 60 * 1000;

/*
 * The per-account limits (the per-address ones sit on the routes). Keys are identities
 * ('email:…', 'contact:…'), so each kind of sign-in counts against its own account key.
 */
export interface AccountLimits {
  /** Failed sign-ins per account and address (email/password and contact/code). */
  signIn: SignInLockout;
  /** One-time codes sent per number or email address, whatever they are for. */
  codeSends: KeyedLimit;
  /** Find-ID look-ups per number. */
  lookups: KeyedLimit;
}

/**
 * Made once for the app (`app.accountLimits`): every module that signs in or sends a code
 * counts against the same allowance, in memory as in Redis.
 */
export function createAccountLimits(app: FastifyInstance, Store: RateLimitStoreClass): AccountLimits {
  return {
    signIn: createSignInLockout(new Store({ continueExceeding: true })),
    codeSends: createKeyedLimit(app, {
      name: 'code-sends',
      max: ACCOUNT_LIMITS.codeSendsPerTargetPerHour,
      timeWindowMs: HOUR_MS,
    }),
    lookups: createKeyedLimit(app, { name: 'find-id', max: 5, timeWindowMs: HOUR_MS }),
  };
}
