import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';

/** Only an identity's SHA-256 is stored (rejoin-bans.identities.ts), so the table keeps no readable personal data. */
export function hashIdentity(identity: string): string {
  return createHash('sha256').update(identity).digest('hex');
}

/** The first of these identities still banned, with the end of its ban; null when none is. */
export async function findRejoinBan(
  db: Db,
  identities: string[],
): Promise<{ identity: string; bannedUntil: Date } | null> {
  if (identities.length === 0) return null;
  const hashes = new Map(identities.map((identity) => [hashIdentity(identity), identity]));
  const rows = await db
    .selectFrom('rejoin_bans')
    .select(['identity_hash', 'banned_until'])
    .where('identity_hash', 'in', [...hashes.keys()])
    .where('banned_until', '>', new Date())
    .execute();
  const hit = identities.map(hashIdentity).find((hash) => rows.some((r) => r.identity_hash === hash));
  if (!hit) return null;
  const row = rows.find((r) => r.identity_hash === hit)!;
  return { identity: hashes.get(hit)!, bannedUntil: new Date(row.banned_until) };
}

/** Whether any of these identities may not sign up yet (withdrawn within the ban). */
export async function isRejoinBanned(db: Db, identities: string[]): Promise<boolean> {
  return (await findRejoinBan(db, identities)) !== null;
}

/** Bans these identities until `until` (a later existing ban is kept). Call inside the withdrawal's transaction. */
export async function addRejoinBans(db: Db, identities: string[], until: Date): Promise<void> {
  if (identities.length === 0) return;
  await db
    .insertInto('rejoin_bans')
    .values(
      [...new Set(identities)].map((identity) => ({
        identity_hash: hashIdentity(identity),
        banned_until: until,
      })),
    )
    .onConflict((oc) =>
      oc.column('identity_hash').doUpdateSet((eb) => ({
        banned_until: eb.fn('greatest', [
          eb.ref('rejoin_bans.banned_until'),
          eb.ref('excluded.banned_until'),
        ]),
      })),
    )
    .execute();
}

/** Deletes bans that have run out (scheduled). */
export async function deleteExpiredRejoinBans(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('rejoin_bans')
    .where('banned_until', '<=', new Date())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
