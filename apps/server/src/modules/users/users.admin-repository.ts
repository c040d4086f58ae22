import { DEFAULT_NOTIFICATION_PREFERENCES } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';

/* SQL of the admin's member screens (/admin/users, /admin/examples). */

/** A new account's notification choices (the column's default, as the insert type needs it). */
export const NEW_MEMBER_NOTIFICATION_PREFERENCES = JSON.stringify(DEFAULT_NOTIFICATION_PREFERENCES);

/** One member for the admin, with the counts the detail shows. */
export function findUserForAdmin(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  let query = db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'nickname',
      'contact',
      'name',
      'country',
      'city',
      'county',
      'is_admin',
      'is_sample',
      'suspended_at',
      'withdrawn_at',
    ])
    .where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findUserForAdmin>>>;

export async function countUserDetail(db: Db, id: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('products')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', id)
        .where('deleted_at', 'is', null)
        .as('product_count'),
      eb
        .selectFrom('sessions')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', id)
        .where('expires_at', '>', new Date())
        .as('session_count'),
    ])
    .executeTakeFirstOrThrow();
  return { productCount: Number(row.product_count ?? 0), sessionCount: Number(row.session_count ?? 0) };
}

/** Ends every session of a member at once (suspension). */
export async function deleteSessionsOfUser(db: Db, userId: number) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
