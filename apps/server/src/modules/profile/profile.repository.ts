import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A live member's public face (withdrawn and suspended members have none). */
export function findLiveProfile(db: Db, id: number) {
  return db
    .selectFrom('users')
    .leftJoin('images', 'images.id', 'users.profile_image_id')
    .select([
      'users.id',
      'users.nickname',
      'users.city',
      'users.county',
      'users.created_at',
      'users.review_count',
      'users.public_review_count',
      'users.good_manner_count',
      'users.bad_manner_count',
      'users.trust_score',
      'users.business_verified',
      'images.thumb_path',
    ])
    .where('users.id', '=', id)
    .where('users.withdrawn_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findLiveProfile>>>;

const accountQuery = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'contact', 'nickname', 'password_hash', 'country', 'notification_preferences'])
    .where('id', '=', id);

/** The member's account, as a change sees it. */
export function findAccount(db: Db, id: number) {
  return accountQuery(db, id).executeTakeFirst();
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The member's account for a change, locked for the transaction. */
export function lockAccount(db: Db, id: number) {
  return accountQuery(db, id).forUpdate().executeTakeFirst();
}

export function findNotificationPreferences(db: Db, id: number) {
  return db.selectFrom('users').select('notification_preferences').where('id', '=', id).executeTakeFirst();
}

/** Whether another account already uses this value (email and nickname case-insensitively). */
export async function isTakenByOther(
  db: Db,
  field: 'email' | 'nickname' | 'contact',
  value: string,
  userId: number,
): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('id', '<>', userId);
  query =
    field === 'contact'
      ? query.where('contact', '=', value).where('withdrawn_at', 'is', null)
      : query.where(sql`lower(${sql.ref(`users.${field}`)})`, '=', value.toLowerCase());
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Serializes changes that claim the same value (a contact has no unique index: withdrawn members
 * keep theirs for the retention period), until the transaction ends.
 */
export async function lockValue(db: Db, key: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}

/**
 * The activity area: a county of a city from the list of `/api/cities`. When one name exists in
 * several countries the member's own country wins.
 */
export function findArea(db: Db, city: string, county: string, preferredCountry: string) {
  return db
    .selectFrom('counties')
    .innerJoin('cities', 'cities.id', 'counties.city_id')
    .select(['cities.country', 'cities.name as city', 'counties.name as county'])
    .where('cities.name', '=', city)
    .where('counties.name', '=', county)
    .orderBy(sql`cities.country = ${preferredCountry}`, 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Ends the member's other sessions (every device but this one), e.g. after a password change. */
export async function deleteOtherSessions(db: Db, userId: number, keepSessionId: string | null) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}
