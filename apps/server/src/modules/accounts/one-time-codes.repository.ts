import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_LIMITS } from '@steelyard/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** What a code proves: sign-in by contact, a password reset, or a member's new email or number. */
export type CodePurpose = 'contact_login' | 'password_reset' | 'email_change' | 'contact_change';

const minutes = (n: number) => n * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Where a code went ('email:…' / 'contact:…'), hashed like rejoin bans. */
export const hashTarget = sha256;

/** `salt$hmac(code)`: a leaked row does not show the code. */
function hashCode(code: string, salt = randomBytes(16).toString('base64url')): string {
  return `${salt}$${createHmac('sha256', salt).update(code).digest('base64url')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt = ''] = stored.split('$');
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Issues a six-digit code for a purpose and target; earlier unused codes for the same pair stop
 * working. A row is written even when no account matches (`userId` null), so asking for a code
 * costs the same either way and tells nobody whether the account exists.
 */
export async function issueCode(
  db: Db,
  values: { purpose: CodePurpose; target: string; userId: number | null },
): Promise<{ code: string; expiresAt: Date }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + minutes(ACCOUNT_LIMITS.codeTtlMinutes));
  const targetHash = hashTarget(values.target);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('one_time_codes')
      .set({ consumed_at: new Date() })
      .where('purpose', '=', values.purpose)
      .where('target_hash', '=', targetHash)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('one_time_codes')
      .values({
        purpose: values.purpose,
        target_hash: targetHash,
        user_id: values.userId,
        code_hash: hashCode(code),
        expires_at: expiresAt,
      })
      .execute();
  });
  return { code, expiresAt };
}

/**
 * Checks a code. Each try counts against the latest live code (at most `codeMaxAttempts`, counted
 * atomically); a right code is used up at once, so it works once. Returns the row's user id (null
 * when no account matched), or undefined when the code is wrong, used, expired or out of tries.
 */
export async function consumeCode(
  db: Db,
  values: { purpose: CodePurpose; target: string; code: string },
): Promise<{ id: number; userId: number | null } | undefined> {
  const latest = await db
    .selectFrom('one_time_codes')
    .select(['id', 'user_id', 'code_hash'])
    .where('purpose', '=', values.purpose)
    .where('target_hash', '=', hashTarget(values.target))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return undefined;
  const counted = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('attempts', '<', ACCOUNT_LIMITS.codeMaxAttempts)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!counted || !codeMatches(values.code, latest.code_hash)) return undefined;
  const used = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', latest.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used ? { id: latest.id, userId: latest.user_id } : undefined;
}

/** After a verified password-reset code: a random token (only its hash stored) for the new password. */
export async function issueResetToken(db: Db, codeId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + minutes(ACCOUNT_LIMITS.resetTokenTtlMinutes));
  await db
    .updateTable('one_time_codes')
    .set({ reset_token_hash: sha256(token), reset_expires_at: expiresAt })
    .where('id', '=', codeId)
    .execute();
  return { token, expiresAt };
}

/** Uses up a reset token (once, atomically); the account it belongs to, or undefined. */
/** Whether a reset token is live (read only: `consumeResetToken` takes it, in the write). */
export async function hasLiveResetToken(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('one_time_codes')
    .select('id')
    .where('reset_token_hash', '=', sha256(token))
    .where('reset_expires_at', '>', new Date())
    .where('user_id', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function consumeResetToken(db: Db, token: string): Promise<number | undefined> {
  const row = await db
    .updateTable('one_time_codes')
    .set({ reset_token_hash: null, reset_expires_at: null })
    .where('reset_token_hash', '=', sha256(token))
    .where('reset_expires_at', '>', new Date())
    .where('user_id', 'is not', null)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? undefined;
}

/** Deletes codes a day past their expiry (scheduled). */
export async function deleteStaleCodes(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('one_time_codes')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
