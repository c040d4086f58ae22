import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Users } from '../../db/schema.ts';
import { containsPattern, isRowId } from '../../lib/search-text.ts';
import type { Insertable, Updateable } from 'kysely';

export const userColumns = [
  'users.id',
  'users.email',
  'users.password_hash',
  'users.nickname',
  'users.name',
  'users.contact',
  'users.is_admin',
  'users.is_sample',
  'users.language',
  'users.country',
  'users.city',
  'users.county',
  'users.town',
  'users.village',
  'users.lat',
  'users.lon',
  'users.push_token',
  'users.suspended_at',
  'users.withdrawn_at',
  'users.created_at',
] as const;

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .leftJoin('images', 'images.id', 'users.profile_image_id')
    .select([...userColumns, 'images.thumb_path as profile_thumb_path'])
    .where(sql`lower(users.email)`, '=', email.toLowerCase())
    .where('users.withdrawn_at', 'is', null)
    .executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db
    .selectFrom('users')
    .leftJoin('images', 'images.id', 'users.profile_image_id')
    .select([...userColumns, 'images.thumb_path as profile_thumb_path'])
    .where('users.id', '=', id)
    .executeTakeFirst();
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** A live member (not withdrawn, not suspended), e.g. the other party of a trade. */
export function findLiveUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'country', 'city', 'county'])
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
}

/** Which of an email and a nickname another account already holds (case-insensitive). */
export async function findTakenIdentity(
  db: Db,
  values: { email?: string; nickname?: string },
  exceptUserId?: number,
) {
  const taken = { email: false, nickname: false };
  if (!values.email && !values.nickname) return taken;
  let query = db.selectFrom('users').select(['email', 'nickname']);
  query = query.where((eb) =>
    eb.or([
      ...(values.email ? [eb(sql`lower(email)`, '=', values.email.toLowerCase())] : []),
      ...(values.nickname ? [eb(sql`lower(nickname)`, '=', values.nickname.toLowerCase())] : []),
    ]),
  );
  if (exceptUserId) query = query.where('id', '<>', exceptUserId);
  for (const row of await query.execute()) {
    if (values.email && row.email.toLowerCase() === values.email.toLowerCase()) taken.email = true;
    if (values.nickname && row.nickname.toLowerCase() === values.nickname.toLowerCase())
      taken.nickname = true;
  }
  return taken;
}

/** The language a member's devices last told (`updateLanguage`; Korean until one did). */
export async function storedLanguageOf(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('language').where('id', '=', id).executeTakeFirst();
  return row?.language ?? null;
}

/** The one place a member's row is inserted (sign-up, social sign-up, the back office); its id. */
export async function insertUser(db: Db, values: Insertable<Users>) {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Locks a member's row, withdrawn or not, for a change that must not race (a report's action). */
export function lockUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'withdrawn_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateUser(db: Db, id: number, values: Updateable<Users>) {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Clears a push token wherever it is stored, so one device never notifies two accounts. */
export async function clearPushToken(db: Db, token: string, exceptUserId?: number) {
  let query = db.updateTable('users').set({ push_token: null }).where('push_token', '=', token);
  if (exceptUserId) query = query.where('id', '<>', exceptUserId);
  await query.execute();
}

export async function listUsersForAdmin(
  db: Db,
  options: { search?: string; limit: number; offset: number; samplesOnly?: boolean },
) {
  let base = db.selectFrom('users');
  if (options.samplesOnly)
    base = base.where('users.is_sample', '=', true).where('users.withdrawn_at', 'is', null);
  const { search } = options;
  if (search) {
    const like = containsPattern(search);
    base = base.where((eb) =>
      eb.or([
        eb('users.email', 'ilike', like),
        eb('users.nickname', 'ilike', like),
        eb('users.contact', 'ilike', like),
        ...(isRowId(search) ? [eb('users.id', '=', Number(search))] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .leftJoin('images', 'images.id', 'users.profile_image_id')
      .select([...userColumns, 'images.thumb_path as profile_thumb_path'])
      .select((eb) =>
        eb
          .selectFrom('products')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('products.user_id', '=', 'users.id')
          .where('products.deleted_at', 'is', null)
          .as('product_count'),
      )
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
