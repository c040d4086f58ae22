import { ACCOUNT_LIMITS } from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import { createKeyedLimit } from './keyed-limits.ts';

const HOUR_MS = 60 * 60 * 1000;

/*
 * The per-account limits (the per-address ones sit on the routes). Keys are identities
 * ('email:…', 'contact:…'), so each kind of sign-in counts against its own account key.
 */

/** Failed sign-ins per email or number (email/password and contact/code). */
export const signInLimit = (app: FastifyInstance) =>
  createKeyedLimit(app, {
    name: 'sign-in',
    max: ACCOUNT_LIMITS.loginAttemptsPerAccount,
    timeWindowMs: ACCOUNT_LIMITS.loginAccountWindowMinutes * 60_000,
  });

/** One-time codes sent per number or email address. */
export const codeSendLimit = (app: FastifyInstance) =>
  createKeyedLimit(app, {
    name: 'code-sends',
    max: ACCOUNT_LIMITS.codeSendsPerTargetPerHour,
    timeWindowMs: HOUR_MS,
  });

/** Find-ID look-ups per number. */
export const lookupLimit = (app: FastifyInstance) =>
  createKeyedLimit(app, { name: 'find-id', max: 5, timeWindowMs: HOUR_MS });
