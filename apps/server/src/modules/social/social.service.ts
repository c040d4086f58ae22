import { isListedArea } from '../catalog/catalog.repository.ts';
import { emailIdentity, socialIdentity } from '../rejoin-bans/rejoin-bans.identities.ts';
import { assertNotRejoinBanned } from '../rejoin-bans/rejoin-bans.service.ts';
import { safeRedirect, type SocialProvider, type SocialSignupInput } from '@steelyard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError, ValidationError, notFound } from '../../http/errors.ts';
import { NEW_MEMBER_NOTIFICATION_PREFERENCES } from '../users/users.admin-repository.ts';
import { findTakenIdentity, findUserByEmail, findUserById, insertUser } from '../users/users.repository.ts';
import type { PendingAuthorization, SocialIdentity, SocialProviderClient } from './social.providers.ts';
import { SocialSignInError } from './social.providers.ts';
import {
  deleteWithdrawnLinks,
  findLinkedUserId,
  linkSocialAccount,
  touchSocialAccount,
} from './social.repository.ts';

/** Session data keys: the authorization under way, and an identity waiting to finish sign-up. */
const AUTH_KEY = 'social_auth';
const SIGNUP_KEY = 'social_signup';
const SIGNUP_TTL_MS = 30 * 60 * 1000;

interface PendingSignup extends SocialIdentity {
  redirect?: string;
  expiresAt: number;
}

type Clients = Partial<Record<SocialProvider, SocialProviderClient>>;

/**
 * The browser's session as social sign-in reads and writes it. The route binds it to the request
 * (social.routes.ts), so the service sees neither the request nor the reply.
 */
export interface SocialSession {
  /** The session's data now: empty before there is a session. */
  data(): Record<string, unknown>;
  /** A session for this browser (a visitor's, made when there is none): its data. */
  ensure(): Promise<Record<string, unknown>>;
  save(data: Record<string, unknown>): Promise<void>;
  /** A fresh session for the member, with its cookie (the old session's data is not carried over). */
  signIn(userId: number): Promise<void>;
}

/** Where a sign-up comes from: the request's country and language (the new member's). */
export interface SignupContext {
  country: string;
  language: string;
}

export const socialLoginPath = (query: string) => `/socialLogin?${query}`;

function withoutKeys(data: Record<string, unknown>, ...keys: string[]) {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
}

export function getClient(clients: Clients, provider: SocialProvider): SocialProviderClient {
  const client = clients[provider];
  if (!client) throw notFound();
  return client;
}

/** Starts a sign-in: state, nonce and PKCE verifier are kept in the session; returns the provider's URL. */
export async function beginSocialSignIn(
  session: SocialSession,
  client: SocialProviderClient,
  redirect: string | undefined,
) {
  const data = await session.ensure();
  const { url, pending } = await client.start(redirect);
  await session.save({ ...data, [AUTH_KEY]: pending });
  return url;
}

/**
 * Finishes a provider's callback. Signs in a linked member, or links the account whose email the
 * provider verified, or keeps the identity for the sign-up form. Returns where the browser goes.
 */
export async function finishSocialSignIn(
  db: Db,
  session: SocialSession,
  log: FastifyBaseLogger,
  client: SocialProviderClient,
  callbackUrl: URL,
  appleUser?: string,
): Promise<string> {
  const data = session.data();
  const pending = data[AUTH_KEY] as PendingAuthorization | undefined;
  // The authorization is single-use whatever happens next (only a session holds one).
  if (pending) await session.save(withoutKeys(data, AUTH_KEY));
  if (!pending || pending.provider !== client.id) return socialLoginPath('error=state');
  if (pending.expiresAt < Date.now()) return socialLoginPath('error=expired');

  let identity: SocialIdentity;
  try {
    identity = await client.finish(callbackUrl, pending, appleUser);
  } catch (error) {
    const reason = error instanceof SocialSignInError ? error.reason : 'failed';
    log.info({ provider: client.id, reason, detail: (error as Error).message }, 'social sign-in refused');
    return socialLoginPath(`error=${reason}`);
  }

  const userId = await resolveExistingMember(db, identity);
  if (userId === 'suspended') return socialLoginPath('error=suspended');
  if (userId) {
    await session.signIn(userId);
    await session.save(withoutKeys(session.data(), AUTH_KEY, SIGNUP_KEY));
    return safeRedirect(pending.redirect);
  }
  const signup: PendingSignup = {
    ...identity,
    redirect: pending.redirect,
    expiresAt: Date.now() + SIGNUP_TTL_MS,
  };
  await session.save({ ...withoutKeys(data, AUTH_KEY), [SIGNUP_KEY]: signup });
  return socialLoginPath('step=signup');
}

/** The member this identity signs in as: linked before, or found by a verified email (then linked). */
async function resolveExistingMember(db: Db, identity: SocialIdentity): Promise<number | 'suspended' | null> {
  const linked = await findLinkedUserId(db, identity.provider, identity.subject);
  if (linked) {
    const user = await findUserById(db, linked.user_id);
    if (user?.suspended_at) return 'suspended';
    await touchSocialAccount(db, linked.link_id);
    return linked.user_id;
  }
  if (!identity.email || !identity.emailVerified) return null;
  const user = await findUserByEmail(db, identity.email);
  if (!user) return null;
  // A suspended member is refused before anything is linked.
  if (user.suspended_at) return 'suspended';
  await linkSocialAccount(db, {
    userId: user.id,
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email,
  });
  return user.id;
}

export function readPendingSignup(session: SocialSession): PendingSignup | null {
  const pending = session.data()[SIGNUP_KEY] as PendingSignup | undefined;
  return pending && pending.expiresAt > Date.now() ? pending : null;
}

/**
 * The identities a withdrawal bans from rejoining for 7 days, in the accounts-core format.
 * A withdrawal bans them for the rejoin period (accounts.service.ts `assertNotRejoinBanned`).
 */
export function rejoinIdentities(pending: SocialIdentity, email: string): string[] {
  return [emailIdentity(email), socialIdentity(pending.provider, pending.subject)];
}

/**
 * A first-time social user finishes sign-up: the account and its link are created together, and
 * the browser is signed in (the route then issues the CSRF cookie of the new session).
 */
export async function completeSocialSignup(
  db: Db,
  session: SocialSession,
  { country, language }: SignupContext,
  input: SocialSignupInput,
) {
  const pending = readPendingSignup(session);
  if (!pending) throw new AppError(410, 'social.signup_expired');

  const userId = await db.transaction().execute(async (trx) => {
    if (!(await isListedArea(trx, country, input.city, input.county)))
      throw ValidationError.field('county', 'user.area_required');
    const taken = await findTakenIdentity(trx, { email: input.email, nickname: input.nickname });
    if (taken.email || taken.nickname)
      throw new ValidationError({
        ...(taken.email ? { email: ['user.email_taken' as const] } : {}),
        ...(taken.nickname ? { nickname: ['user.nickname_taken' as const] } : {}),
      });

    await assertNotRejoinBanned(trx, rejoinIdentities(pending, input.email));

    await deleteWithdrawnLinks(trx, pending.provider, pending.subject);
    const id = await insertUser(trx, {
      email: input.email,
      password_hash: null,
      nickname: input.nickname,
      name: input.name ?? pending.name ?? null,
      contact: input.contact ?? null,
      language,
      country,
      city: input.city,
      county: input.county,
      notification_preferences: NEW_MEMBER_NOTIFICATION_PREFERENCES,
    }).catch((error: { code?: string; constraint?: string }) => {
      // Two submissions racing: the unique indexes decide.
      if (error.code === '23505')
        throw ValidationError.field(
          error.constraint === 'users_nickname_unique' ? 'nickname' : 'email',
          error.constraint === 'users_nickname_unique' ? 'user.nickname_taken' : 'user.email_taken',
        );
      throw error;
    });
    await linkSocialAccount(
      trx,
      { userId: id, provider: pending.provider, subject: pending.subject, email: pending.email },
      'fail',
    );
    return id;
  });

  await session.signIn(userId);
  await session.save(withoutKeys(session.data(), AUTH_KEY, SIGNUP_KEY));
  return { user: (await findUserById(db, userId))!, redirect: safeRedirect(pending.redirect, null) };
}
