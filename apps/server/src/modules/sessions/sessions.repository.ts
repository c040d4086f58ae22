import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A member's live sessions, most recently used first. */
export function listSessionsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'public_id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_seen_at', 'desc')
    .orderBy('public_id', 'desc')
    .execute();
}
export type SessionRow = Awaited<ReturnType<typeof listSessionsOfUser>>[number];

/** Ends one of the member's own sessions; the stored id of what was ended, or undefined. */
export async function deleteSessionOfUser(db: Db, userId: number, publicId: number) {
  const row = await db
    .deleteFrom('sessions')
    .where('public_id', '=', publicId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
