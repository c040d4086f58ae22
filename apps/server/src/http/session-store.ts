import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Sessions live in PostgreSQL; the cookie holds a random token and the table only its hash. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export const sessionUserColumns = [
  'users.id',
  'users.email',
  'users.nickname',
  'users.is_admin',
  'users.language',
] as const;

/** Unexpired sessions, each with its user when that user is live (not withdrawn, not suspended). */
function liveSessions(db: Db) {
  return db
    .selectFrom('sessions')
    .leftJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'sessions.user_id')
        .on('users.withdrawn_at', 'is', null)
        .on('users.suspended_at', 'is', null),
    )
    .where('sessions.expires_at', '>', sql<Date>`now()`);
}

export async function findLiveSession(db: Db, id: string) {
  return liveSessions(db)
    .select([
      'sessions.id as session_id',
      'sessions.user_id',
      'sessions.csrf_secret',
      'sessions.data',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.id as live_user_id',
      'users.is_admin',
      'users.nickname',
      'users.email',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}
export type LiveSessionRow = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** Of the given session ids, those still signing a live member in (not expired, not ended). */
export async function findSignedInSessionIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await liveSessions(db)
    .select('sessions.id')
    .where('sessions.id', 'in', ids)
    .where('users.id', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function insertSession(
  db: Db,
  values: {
    id: string;
    userId: number | null;
    ttlMs: number;
    ip: string | null;
    userAgent: string | null;
    data?: Record<string, unknown>;
  },
) {
  const csrfSecret = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id: values.id,
      user_id: values.userId,
      csrf_secret: csrfSecret,
      data: JSON.stringify(values.data ?? {}),
      ip: values.ip,
      user_agent: values.userAgent?.slice(0, 512) ?? null,
      last_seen_at: new Date(),
      expires_at: new Date(Date.now() + values.ttlMs),
    })
    .execute();
  return csrfSecret;
}

export async function deleteSession(db: Db, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function touchSession(db: Db, id: string, ttlMs: number) {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: new Date(), expires_at: new Date(Date.now() + ttlMs) })
    .where('id', '=', id)
    .execute();
}

export async function updateSessionData(db: Db, id: string, data: Record<string, unknown>) {
  await db
    .updateTable('sessions')
    .set({ data: JSON.stringify(data) })
    .where('id', '=', id)
    .execute();
}

export async function deleteExpiredSessions(db: Db) {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
