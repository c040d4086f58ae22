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

/** The latest admin changes to a member, newest first. */
export function listUserAudits(db: Db, userId: number, limit = 20) {
  return db
    .selectFrom('admin_audits')
    .leftJoin('users as admins', 'admins.id', 'admin_audits.admin_id')
    .select([
      'admin_audits.id',
      'admin_audits.action',
      'admin_audits.admin_id',
      'admins.nickname as admin_nickname',
      'admin_audits.changes',
      'admin_audits.created_at',
    ])
    .where('admin_audits.subject_type', '=', 'user')
    .where('admin_audits.subject_id', '=', userId)
    .orderBy('admin_audits.id', 'desc')
    .limit(limit)
    .execute();
}

/** An audit row of an admin's change to a member; written in the change's transaction. */
export async function insertUserAudit(
  db: Db,
  values: { adminId: number; action: string; userId: number; changes: Record<string, unknown> },
) {
  await db
    .insertInto('admin_audits')
    .values({
      admin_id: values.adminId,
      action: values.action,
      subject_type: 'user',
      subject_id: values.userId,
      changes: JSON.stringify(values.changes),
    })
    .execute();
}

/** Ends every session of a member at once (suspension). */
export async function deleteSessionsOfUser(db: Db, userId: number) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
