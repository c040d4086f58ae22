import type { LoginInput } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { AppError, ValidationError } from '../../http/errors.ts';
import { getDummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { emailIdentity } from '../rejoin-bans/rejoin-bans.identities.ts';
import { countUnreadAlarms } from '../alarms/alarms.repository.ts';
import { countUnreadMessages } from '../chats/chats.repository.ts';
import { clearPushToken, findUserById, findUserByEmail, updateUser } from '../users/users.repository.ts';

/**
 * Checks an email and password. A missing account and a wrong password give the same message
 * and take the same time (a dummy hash is verified), so the answer tells nobody which emails exist.
 */
export async function authenticateWithPassword(db: Db, input: LoginInput) {
  const user = await findUserByEmail(db, input.email);
  const hash = user?.password_hash ?? (await getDummyPasswordHash());
  const matches = await verifyPassword(input.password, hash);
  if (!user || !user.password_hash || !matches) throw ValidationError.field('email', 'auth.failed');
  if (user.suspended_at) throw new AppError(403, 'auth.suspended');
  return user;
}

/**
 * What a password sign-in is locked under (see sign-in-lockout.ts): the email and the account's
 * current password hash, so a new password (a reset proves the mailbox or the phone) lifts every
 * lock on the account at once.
 */
export async function passwordSignInAccount(db: Db, email: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  return `password:${emailIdentity(email)}:${user?.password_hash ?? ''}`;
}

/**
 * Signing out forgets this device's push token (spec §6): the member's stored token when it is this
 * device's (or the device sent none), else the device's token wherever it is stored.
 */
export async function forgetPushTokenOnSignOut(db: Db, userId: number, deviceToken: string | null) {
  const user = await findUserById(db, userId);
  if (user?.push_token && (!deviceToken || deviceToken === user.push_token)) {
    await updateUser(db, user.id, { push_token: null });
  } else if (deviceToken) {
    await clearPushToken(db, deviceToken);
  }
}

/** The signed-in member with their unread alarm and chat message counts (`GET /api/user`). */
export async function currentMember(db: Db, id: number) {
  const [user, alarms, messages] = await Promise.all([
    findUserById(db, id),
    countUnreadAlarms(db, id),
    countUnreadMessages(db, id),
  ]);
  return { user: user!, unread: { alarms, messages } };
}
