import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { insertAdminAudit } from './admin-audits.repository.ts';

/**
 * The back office hides or shows one item and audits it (`<subject>.hide` / `.unhide`) in one
 * transaction; 404 and nothing written when there is no such item. `setHidden` is the owning
 * module's repository write, true when it found the row.
 */
export async function setHiddenAudited(
  db: Db,
  change: {
    adminId: number;
    subjectType: string;
    subjectId: number;
    hidden: boolean;
    setHidden: (trx: Db, hidden: boolean) => Promise<boolean>;
  },
) {
  await db.transaction().execute(async (trx) => {
    if (!(await change.setHidden(trx, change.hidden))) throw notFound();
    await insertAdminAudit(trx, {
      adminId: change.adminId,
      action: `${change.subjectType}.${change.hidden ? 'hide' : 'unhide'}`,
      subjectType: change.subjectType,
      subjectId: change.subjectId,
      changes: { hidden: change.hidden },
    });
  });
}
