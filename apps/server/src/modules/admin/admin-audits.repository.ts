import type { Db } from '../../db/database.ts';

/** One row of the back office's audit (`admin_audits`): who did what to which subject; written in the change's transaction. */
export async function insertAdminAuditRow(
  db: Db,
  values: {
    adminId: number;
    action: string;
    subjectType: string;
    subjectId: number;
    changes: Record<string, unknown>;
  },
) {
  await db
    .insertInto('admin_audits')
    .values({
      admin_id: values.adminId,
      action: values.action,
      subject_type: values.subjectType,
      subject_id: values.subjectId,
      changes: JSON.stringify(values.changes),
    })
    .execute();
}
