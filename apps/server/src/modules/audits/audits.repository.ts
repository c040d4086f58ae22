import type { Db } from '../../db/database.ts';

/**
 * The back office's audit trail: one row per admin action, written in the action's own
 * transaction so an action and its record stand or fall together. Every module writes and reads
 * it through these two functions.
 */
export async function insertAdminAudit(
  db: Db,
  values: {
    adminId: number;
    /** `<subject>.<verb>`, e.g. `product.hide`. */
    action: string;
    subjectType: string;
    /** Null for actions on no single row (settings, an export, a test message). */
    subjectId: number | null;
    changes?: object;
  },
) {
  await db
    .insertInto('admin_audits')
    .values({
      admin_id: values.adminId,
      action: values.action,
      subject_type: values.subjectType,
      subject_id: values.subjectId,
      changes: JSON.stringify(values.changes ?? {}),
    })
    .execute();
}

/** The latest actions on one subject (or on a kind of subject without rows), newest first. */
export function listAdminAudits(db: Db, subjectType: string, subjectId: number | null, limit = 20) {
  let query = db
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
    .where('admin_audits.subject_type', '=', subjectType);
  if (subjectId !== null) query = query.where('admin_audits.subject_id', '=', subjectId);
  return query.orderBy('admin_audits.id', 'desc').limit(limit).execute();
}
