import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Contacts compare normalized (digits and a leading '+'), the expression of users_contact_unique. */
const normalizedContact = sql<string>`regexp_replace(users.contact, '[^0-9+]', '', 'g')`;

const accountColumns = [
  'users.id',
  'users.email',
  'users.contact',
  'users.name',
  'users.suspended_at',
  'users.created_at',
] as const;

/** The live account with this (normalized) phone number. */
export function findLiveUserByContact(db: Db, contact: string) {
  return db
    .selectFrom('users')
    .select(accountColumns)
    .where(normalizedContact, '=', contact)
    .where('users.withdrawn_at', 'is', null)
    .executeTakeFirst();
}

export function findLiveUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(accountColumns)
    .where(sql`lower(users.email)`, '=', email.toLowerCase())
    .where('users.withdrawn_at', 'is', null)
    .executeTakeFirst();
}

/** Which of email, nickname and contact a live account already uses. */
export async function findTakenFields(
  db: Db,
  values: { email: string; nickname: string; contact?: string },
): Promise<('email' | 'nickname' | 'contact')[]> {
  const rows = await db
    .selectFrom('users')
    .select([
      sql<boolean>`lower(users.email) = ${values.email.toLowerCase()}`.as('email'),
      sql<boolean>`lower(users.nickname) = ${values.nickname.toLowerCase()}`.as('nickname'),
      sql<boolean>`${normalizedContact} = ${values.contact ?? ''}`.as('contact'),
    ])
    .where('users.withdrawn_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(sql`lower(users.email)`, '=', values.email.toLowerCase()),
        eb(sql`lower(users.nickname)`, '=', values.nickname.toLowerCase()),
        ...(values.contact ? [eb(normalizedContact, '=', values.contact)] : []),
      ]),
    )
    .limit(3)
    .execute();
  return (['email', 'nickname', 'contact'] as const).filter((field) => rows.some((row) => row[field]));
}

/** Locks a live account for a change that must not race (withdrawal). */
export function lockLiveUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'contact'])
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function markUserWithdrawn(db: Db, id: number) {
  await db
    .updateTable('users')
    .set({ withdrawn_at: new Date(), push_token: null, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Ends every session of an account, but the one given (the device that asked). */
export async function deleteSessionsOfUser(db: Db, userId: number, exceptSessionId?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId) query = query.where('id', '<>', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Anonymises withdrawn accounts whose retention ran out: personal fields are cleared or replaced,
 * the row stays (products, reviews and chats keep pointing at it). Returns how many.
 */
export async function purgeWithdrawnUsers(db: Db, withdrawnBefore: Date, batch = 500): Promise<number> {
  const ids = await db
    .selectFrom('users')
    .select('id')
    .where('withdrawn_at', 'is not', null)
    .where('withdrawn_at', '<', withdrawnBefore)
    .where('purged_at', 'is', null)
    .orderBy('withdrawn_at')
    .limit(batch)
    .execute();
  if (ids.length === 0) return 0;
  const list = ids.map((r) => r.id);
  await db
    .updateTable('users')
    .set((eb) => ({
      email: sql<string>`'withdrawn-' || ${eb.ref('id')} || '@invalid'`,
      nickname: sql<string>`'withdrawn-' || ${eb.ref('id')}`,
      password_hash: null,
      name: null,
      contact: null,
      country: null,
      city: null,
      county: null,
      location_city: null,
      location_county: null,
      town: null,
      village: null,
      lat: null,
      lon: null,
      push_token: null,
      profile_image_id: null,
      purged_at: new Date(),
      updated_at: new Date(),
    }))
    .where('id', 'in', list)
    .execute();
  await db.deleteFrom('sessions').where('user_id', 'in', list).execute();
  await db.deleteFrom('one_time_codes').where('user_id', 'in', list).execute();
  await db.deleteFrom('searches').where('user_id', 'in', list).execute();
  return list.length;
}
