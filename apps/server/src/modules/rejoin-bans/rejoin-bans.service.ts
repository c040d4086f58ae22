import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import { findRejoinBan } from './rejoin-bans.repository.ts';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Refuses (422 on the field) an email, contact or social identity withdrawn within the rejoin ban. */
export async function assertNotRejoinBanned(db: Db, identities: string[]): Promise<void> {
  const ban = await findRejoinBan(db, identities);
  if (!ban) return;
  const field = ban.identity.startsWith('contact:') ? 'contact' : 'email';
  throw new ValidationError({
    [field]: [{ key: 'user.rejoin_banned', params: { date: isoDate(ban.bannedUntil) } }],
  });
}
