import {
  isLanguage,
  REPORT_ACTIONS_BY_KIND,
  translateMessage,
  type AdminReportActionInput,
  type ReportKind,
} from '@steelyard/contracts';
import { insertAdminAudit, listAdminAudits } from '../audits/audits.repository.ts';
import type { MailSender } from '../../lib/mail.ts';
import { announce, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, ValidationError } from '../../http/errors.ts';
import { markUserWithdrawn } from '../accounts/accounts.repository.ts';
import { insertAlarm, trimAlarms } from '../alarms/alarms.repository.ts';
import { notifyMember, type Notifier } from '../alarms/alarms.service.ts';
import { findProduct } from '../products/products.repository.ts';
import { updateProduct } from '../products/products.write-repository.ts';
import { refreshTrust } from '../reviews/trust.ts';
import { deleteSessionsOfUser } from '../users/users.admin-repository.ts';
import { sessionsChanged } from '../../lib/session-changes.ts';
import { lockUser, updateUser } from '../users/users.repository.ts';
import {
  closeReport,
  countReportsAbout,
  findReportForAdmin,
  insertSanction,
  listSanctionsOf,
  removeMessage,
} from './reports.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The actions that act on a member (and need one who has not withdrawn). */
const ON_MEMBER = new Set(['warn', 'suspend', 'withdraw']);

/** A report with the target's history and the desk's audit trail. */
export async function showReportForAdmin(db: Db, id: number) {
  const report = await findReportForAdmin(db, id);
  if (!report) throw notFound();
  const targetId = report.target_user_id;
  const [counts, sanctions, audits] = await Promise.all([
    targetId ? countReportsAbout(db, targetId) : Promise.resolve({ open: 0, handled: 0, dismissed: 0 }),
    targetId ? listSanctionsOf(db, targetId) : Promise.resolve([]),
    listAdminAudits(db, 'report', id),
  ]);
  return { report, counts, sanctions, audits };
}
export type AdminReportDetail = Awaited<ReturnType<typeof showReportForAdmin>>;

/**
 * Handles an open report with one action: the change, its sanction, the report closed and the
 * audit row in one transaction; the target's trust score follows. After the commit the reporter
 * is told the outcome and the target what was done (a suspended member's alarm is written in the
 * transaction, since a suspended member receives no new alarms).
 */
export async function actOnReport(
  db: Db,
  deps: { notifier: Notifier; mail: MailSender },
  adminId: number,
  id: number,
  input: AdminReportActionInput,
) {
  const { notifier } = deps;
  const outcome = await db.transaction().execute(async (trx) => {
    const report = await findReportForAdmin(trx, id, { forUpdate: true });
    if (!report) throw notFound();
    if (report.status !== 'open') throw ValidationError.field('action', 'report.closed');
    const kind = report.kind as ReportKind;
    if (!REPORT_ACTIONS_BY_KIND[kind]?.includes(input.action))
      throw ValidationError.field('action', 'report.action_invalid');
    const targetId = report.target_user_id;
    if (ON_MEMBER.has(input.action)) {
      if (targetId === null) throw ValidationError.field('action', 'report.action_invalid');
      if (targetId === adminId) throw forbidden('admin.self_suspend');
      const target = await lockUser(trx, targetId);
      if (!target || target.withdrawn_at) throw forbidden('admin.user_withdrawn');
    }

    const told = await applyAction(trx, adminId, report, input);
    await closeReport(trx, id, {
      status: input.action === 'dismiss' ? 'dismissed' : 'handled',
      action: input.action,
      adminId,
    });
    await insertAdminAudit(trx, {
      adminId,
      action: `report.${input.action}`,
      subjectType: 'report',
      subjectId: id,
      changes: {
        kind,
        target_user_id: targetId,
        reportable_id: report.reportable_id,
        ...(input.days ? { days: input.days } : {}),
        ...(input.note ? { note: input.note } : {}),
      },
    });
    if (targetId !== null && input.action !== 'dismiss') await refreshTrust(trx, targetId);
    return { reporterId: report.reporter_id, targetId, told, kind, snapshot: report.snapshot };
  });
  announce(db, publicProductsChanged);

  if ((input.action === 'suspend' || input.action === 'withdraw') && outcome.targetId !== null)
    await sessionsChanged(db, { userId: outcome.targetId });
  if (outcome.kind === 'remove_request') answerRemoveRequest(deps, outcome.snapshot, input.action);

  if (outcome.reporterId !== null)
    await notifyMember(notifier, {
      userId: outcome.reporterId,
      kind: 'report',
      params: { outcome: input.action === 'dismiss' ? 'dismissed' : 'handled' },
    });
  if (outcome.told && outcome.targetId !== null)
    await notifyMember(notifier, {
      userId: outcome.targetId,
      kind: 'report',
      targetId: outcome.told.targetId,
      params: { outcome: outcome.told.outcome, ...outcome.told.params },
    });
  return showReportForAdmin(db, id);
}

type ReportRow = NonNullable<Awaited<ReturnType<typeof findReportForAdmin>>>;
interface TargetNotice {
  outcome: string;
  params: Record<string, string>;
  /** What the alarm opens (the hidden post). */
  targetId: number | null;
}

/** The change an action makes; answers what to tell the target after the commit, if anything. */
async function applyAction(
  trx: Db,
  adminId: number,
  report: ReportRow,
  input: AdminReportActionInput,
): Promise<TargetNotice | null> {
  const targetId = report.target_user_id;
  switch (input.action) {
    case 'dismiss':
    case 'resolve':
      return null;
    case 'hide_post': {
      const product = report.reportable_id
        ? await findProduct(trx, report.reportable_id, { forUpdate: true })
        : null;
      if (!product || product.deleted_at) throw ValidationError.field('action', 'report.action_invalid');
      await updateProduct(trx, product.id, { is_hidden: true });
      return { outcome: 'hide_post', params: { title: product.title }, targetId: product.id };
    }
    case 'delete_message':
      if (report.reportable_id) await removeMessage(trx, report.reportable_id);
      return { outcome: 'delete_message', params: {}, targetId: null };
    case 'warn':
      await insertSanction(trx, {
        userId: targetId!,
        kind: 'warning',
        until: null,
        reportId: report.id,
        adminId,
      });
      return { outcome: 'warn', params: {}, targetId: null };
    case 'suspend': {
      const until = new Date(Date.now() + (input.days ?? 1) * DAY_MS);
      await updateUser(trx, targetId!, { suspended_at: new Date(), suspended_until: until });
      await deleteSessionsOfUser(trx, targetId!);
      await insertSanction(trx, {
        userId: targetId!,
        kind: 'suspension',
        until,
        reportId: report.id,
        adminId,
      });
      // Written here: notifyMember skips suspended members; they read it when the period ends.
      await insertAlarm(trx, {
        userId: targetId!,
        kind: 'report',
        actorId: null,
        targetId: null,
        params: { outcome: 'suspend', until: until.toISOString().slice(0, 10) },
      });
      await trimAlarms(trx, [targetId!]);
      return null;
    }
    case 'withdraw':
      await markUserWithdrawn(trx, targetId!);
      await deleteSessionsOfUser(trx, targetId!);
      await insertSanction(trx, {
        userId: targetId!,
        kind: 'withdrawal',
        until: null,
        reportId: report.id,
        adminId,
      });
      return null;
  }
}

/** The requester of a removal is answered by email, in their language, in the background. */
function answerRemoveRequest(
  deps: { notifier: Notifier; mail: MailSender },
  snapshot: unknown,
  action: AdminReportActionInput['action'],
) {
  const request = (snapshot ?? {}) as { email?: string; url?: string; language?: string };
  if (!request.email) return;
  const language = isLanguage(request.language) ? request.language : 'ko';
  const body = action === 'dismiss' ? 'mail.remove_dismissed' : 'mail.remove_handled';
  deps.notifier.track(
    deps.mail.send({
      to: request.email,
      subject: translateMessage(language, 'mail.remove_subject'),
      text: translateMessage(language, body, { url: request.url ?? '' }),
    }),
  );
}
