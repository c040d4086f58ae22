import {
  ACCOUNT_LIMITS,
  LIMITS,
  translateMessage,
  type ContactLoginInput,
  type FindIdInput,
  type Language,
  type MessageKey,
  type PasswordCodeRequest,
  type PasswordCodeVerify,
  type SignUpInput,
} from '@steelyard/contracts';
import type { BackgroundWork } from '../../lib/background-work.ts';
import type { Senders } from '../../lib/messaging.ts';
import { announce, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { sessionsChanged } from '../../lib/session-changes.ts';
import { AppError, ValidationError } from '../../http/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { isListedArea } from '../catalog/catalog.repository.ts';
import { listSocialLinksOfUser } from '../social/social.repository.ts';
import { findUserById, insertUser } from '../users/users.repository.ts';
import { NEW_MEMBER_NOTIFICATION_PREFERENCES } from '../users/users.admin-repository.ts';
import {
  deleteSessionsOfUser,
  findLiveUserByContact,
  findLiveUserByEmail,
  findTakenFields,
  lockLiveUser,
  markUserWithdrawn,
  updatePasswordHash,
} from './accounts.repository.ts';
import {
  consumeCode,
  consumeResetToken,
  hasLiveResetToken,
  issueCode,
  issueResetToken,
} from './one-time-codes.repository.ts';
import { contactIdentity, emailIdentity, socialIdentity } from '../rejoin-bans/rejoin-bans.identities.ts';
import { addRejoinBans } from '../rejoin-bans/rejoin-bans.repository.ts';
import { assertNotRejoinBanned } from '../rejoin-bans/rejoin-bans.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which unique index a racing insert hit, as the form field it belongs to. */
function takenFieldOf(error: unknown): 'email' | 'nickname' | 'contact' | undefined {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  if (constraint === 'users_email_unique') return 'email';
  if (constraint === 'users_nickname_unique') return 'nickname';
  if (constraint === 'users_contact_unique') return 'contact';
  return undefined;
}

/**
 * Creates a member: activity area from the country's list, email, nickname and contact not used
 * by a live account, neither email nor contact withdrawn within the rejoin ban. Returns the row.
 */
export async function signUp(db: Db, input: SignUpInput, context: { country: string; language: Language }) {
  const country = input.country ?? context.country;
  const identities = [emailIdentity(input.email), ...(input.contact ? [contactIdentity(input.contact)] : [])];
  await assertNotRejoinBanned(db, identities);
  const errors: Record<string, MessageKey[]> = {};
  for (const field of await findTakenFields(db, input)) errors[field] = [`user.${field}_taken`];
  if (!(await isListedArea(db, country, input.city, input.county))) errors.county = ['user.area_invalid'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const passwordHash = await hashPassword(input.password);
  try {
    const id = await insertUser(db, {
      email: input.email,
      password_hash: passwordHash,
      nickname: input.nickname,
      contact: input.contact ?? null,
      name: input.name ?? null,
      country,
      city: input.city,
      county: input.county,
      language: context.language,
      notification_preferences: NEW_MEMBER_NOTIFICATION_PREFERENCES,
    });
    return (await findUserById(db, id))!;
  } catch (error) {
    // Two sign-ups racing for one email or nickname: the unique index decides, same answer.
    const field = takenFieldOf(error);
    if (field) throw ValidationError.field(field, `user.${field}_taken`);
    throw error;
  }
}

/**
 * What sending a one-time code needs: the database, the senders and the work that runs after the
 * answer (so how long a provider takes never shows whether an account exists).
 */
export interface CodeSending {
  db: Db;
  senders: Senders;
  background: BackgroundWork;
}

/** Where a one-time code goes, and the server messages it is written in. */
export type CodeDelivery =
  | { channel: 'sms'; to: string; text: MessageKey }
  | { channel: 'email'; to: string; subject: MessageKey; body: MessageKey };

/** Sends a one-time code by SMS or email in a language, after the answer (`deliverLater`). */
export function deliverCode(sending: CodeSending, delivery: CodeDelivery, code: string, language: Language) {
  const later = (send: () => Promise<void>) => sending.background.run('sending a one-time code', send);
  const params = { code, minutes: ACCOUNT_LIMITS.codeTtlMinutes };
  if (delivery.channel === 'sms') {
    const text = translateMessage(language, delivery.text, params);
    later(() => sending.senders.sms.send({ to: delivery.to, text }));
  } else {
    const message = {
      to: delivery.to,
      subject: translateMessage(language, delivery.subject),
      text: translateMessage(language, delivery.body, params),
    };
    later(() => sending.senders.mail.send(message));
  }
}

/** What a request for a code answers: how long the code lasts. */
export const codeSent = () => ({ expires_in: ACCOUNT_LIMITS.codeTtlMinutes * 60 });

/**
 * Sign-in by contact, step 1: a six-digit code by SMS to the number when a live account has it.
 * The answer is the same either way (see decisions).
 */
export async function sendContactLoginCode(sending: CodeSending, contact: string, language: Language) {
  const { db } = sending;
  const user = await findLiveUserByContact(db, contact);
  const { code } = await issueCode(db, {
    purpose: 'contact_login',
    target: contactIdentity(contact),
    userId: user && !user.suspended_at ? user.id : null,
  });
  if (user && !user.suspended_at)
    deliverCode(sending, { channel: 'sms', to: contact, text: 'sms.login_code' }, code, language);
  return codeSent();
}

/** Sign-in by contact, step 2: the code → the account (422 on `code` for any wrong answer). */
export async function authenticateWithContactCode(db: Db, input: ContactLoginInput) {
  const used = await consumeCode(db, {
    purpose: 'contact_login',
    target: contactIdentity(input.contact),
    code: input.code,
  });
  const user = used?.userId ? await findUserById(db, used.userId) : undefined;
  if (!user || user.withdrawn_at) throw ValidationError.field('code', 'code.invalid');
  if (user.suspended_at) throw new AppError(403, 'auth.suspended');
  return user;
}

/** Masks an email for the find-ID answer: 'kim.sajang@example.com' → 'ki********@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, shown)}${'*'.repeat(Math.max(3, local.length - shown))}${email.slice(at)}`;
}

/** Find ID: the email of the live account with this contact and name, masked. */
export async function findAccountId(db: Db, input: FindIdInput) {
  const user = await findLiveUserByContact(db, input.contact);
  const sameName = user?.name?.trim().toLowerCase() === input.name.trim().toLowerCase();
  if (!user || !sameName) throw ValidationError.field('contact', 'account.find_id_none');
  return { email: maskEmail(user.email), created_at: new Date(user.created_at).toISOString() };
}

const recoveryTarget = (input: PasswordCodeRequest) =>
  input.channel === 'email' ? emailIdentity(input.email) : contactIdentity(input.contact);

/**
 * Find password, step 1: a code by email or SMS when a live account matches. Same answer, same
 * work (a code row is written either way) and the sending happens after the answer.
 */
export async function sendPasswordResetCode(
  sending: CodeSending,
  input: PasswordCodeRequest,
  language: Language,
) {
  const { db } = sending;
  const user =
    input.channel === 'email'
      ? await findLiveUserByEmail(db, input.email)
      : await findLiveUserByContact(db, input.contact);
  const { code } = await issueCode(db, {
    purpose: 'password_reset',
    target: recoveryTarget(input),
    userId: user?.id ?? null,
  });
  if (user) {
    const delivery: CodeDelivery =
      input.channel === 'email'
        ? { channel: 'email', to: user.email, subject: 'mail.reset_subject', body: 'mail.reset_body' }
        : { channel: 'sms', to: input.contact, text: 'sms.reset_code' };
    deliverCode(sending, delivery, code, language);
  }
  return codeSent();
}

/** Find password, step 2: the code → a token for the new password (422 on `code` otherwise). */
export async function verifyPasswordResetCode(db: Db, input: PasswordCodeVerify) {
  const used = await consumeCode(db, {
    purpose: 'password_reset',
    target: recoveryTarget(input),
    code: input.code,
  });
  if (!used?.userId) throw ValidationError.field('code', 'code.invalid');
  const { token, expiresAt } = await issueResetToken(db, used.id);
  return { token, expires_at: expiresAt.toISOString() };
}

/**
 * Find password, step 3: sets the new password and ends every other session of the account (the
 * device that asked keeps its own, if it was signed in to this account).
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  asker: { userId: number | null; sessionId: string | null },
) {
  // The token first (one indexed read): no hashing is reachable without a live one.
  if (!(await hasLiveResetToken(db, token))) throw ValidationError.field('token', 'password.reset_expired');
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction().execute(async (trx) => {
    const owner = await consumeResetToken(trx, token);
    const user = owner ? await lockLiveUser(trx, owner) : undefined;
    if (!user) throw ValidationError.field('token', 'password.reset_expired');
    await updatePasswordHash(trx, user.id, passwordHash);
    const keep = asker.userId === user.id ? (asker.sessionId ?? undefined) : undefined;
    await deleteSessionsOfUser(trx, user.id, keep);
    return user.id;
  });
  await sessionsChanged(db, { userId });
  return userId;
}

/**
 * The identities a withdrawal bans from signing up again: the email, the contact and every
 * linked social account.
 */
export async function withdrawalIdentities(
  db: Db,
  user: { id: number; email: string; contact: string | null },
): Promise<string[]> {
  const links = await listSocialLinksOfUser(db, user.id);
  return [
    emailIdentity(user.email),
    ...(user.contact ? [contactIdentity(user.contact)] : []),
    ...links.map((link) => socialIdentity(link.provider, link.subject)),
  ];
}

/**
 * Withdrawal: closes the account at once, ends every session, bans its email and contact from
 * signing up for LIMITS.rejoinBanDays, all in one transaction. Its products disappear because
 * every product read shows live sellers only. Personal data stays until the purge job.
 */
export async function withdraw(db: Db, userId: number) {
  await db.transaction().execute(async (trx) => {
    const user = await lockLiveUser(trx, userId);
    if (!user) return;
    await markUserWithdrawn(trx, user.id);
    const identities = await withdrawalIdentities(trx, user);
    await addRejoinBans(trx, identities, new Date(Date.now() + LIMITS.rejoinBanDays * DAY_MS));
    await deleteSessionsOfUser(trx, user.id);
  });
  announce(db, publicProductsChanged);
  await sessionsChanged(db, { userId });
}
