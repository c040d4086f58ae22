import type { InspectionReportInput, InspectionResponseInput } from '@steelyard/contracts';
import { announce, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { AppError, forbidden, notFound, ValidationError } from '../../http/errors.ts';
import { notifyMember, type Notifier } from '../alarms/alarms.service.ts';
import { insertAdminAudit } from '../audits/audits.repository.ts';
import { lockAttachableImages } from '../images/images.repository.ts';
import { actsForSeller } from '../products/business-posts.ts';
import { findUserById } from '../users/users.repository.ts';
import {
  closeOpenRequests,
  findInspectionTarget,
  findLatestReport,
  findOpenRequest,
  insertInspectionReport,
  insertInspectionRequest,
  isInspector,
  listReportImages,
  listReportRequesters,
  lockInspectionRequest,
  lockReport,
  setInspectorFlag,
  setSellerResponse,
  withdrawOpenRequest,
  type InspectionTarget,
} from './inspections.repository.ts';
import { checklistOf } from './inspections.policy.ts';

/*
 * Requests, reports and responses are written to the audit log with the acting member as its
 * actor (`admin_audits.admin_id`): a member inspector's report is the back office's business too.
 */

/** The post as the viewer may see it (the product page's rule): 404 when deleted or hidden from them. */
function visibleTarget(target: InspectionTarget | undefined, viewerId: number | null) {
  if (!target || target.deleted_at) throw notFound();
  const isSeller = target.user_id === viewerId;
  if (!isSeller && (target.is_hidden || target.seller_withdrawn_at || target.seller_suspended_at))
    throw notFound();
  return target;
}

/** Tells a member about an inspection of a post (the `business` alarm, opening the post). */
async function tellAboutInspection(
  notifier: Notifier,
  userId: number,
  target: InspectionTarget,
  outcome: 'inspection_requested' | 'inspection_reported' | 'inspection_responded',
  actor: { id: number; nickname: string },
) {
  // The seller's response is read on the report's own screen; the others open the post.
  const link =
    outcome === 'inspection_responded' ? `/products/${target.id}/inspection` : `/products/${target.id}`;
  await notifyMember(notifier, {
    userId,
    kind: 'business',
    actorId: actor.id,
    targetId: target.id,
    params: { outcome, nickname: actor.nickname, title: target.title, link },
  });
}

/**
 * A signed-in buyer asks for an inspection of a live post (issue 30): not the seller's own, nor
 * its business seats' (403),
 * not a wanted ad or a completed trade (409), one open request per post and requester (409, the
 * unique index decides a race). Audited; the seller is told.
 */
export async function requestInspection(
  deps: { db: Db; notifier: Notifier },
  productId: number,
  userId: number,
) {
  const { db, notifier } = deps;
  const { target, request } = await db
    .transaction()
    .execute(async (trx) => {
      const target = visibleTarget(await findInspectionTarget(trx, productId, { forUpdate: true }), userId);
      if (await actsForSeller(trx, target, userId)) throw forbidden('inspection.own_post');
      if (target.type === 'wanted' || target.status === 'completed')
        throw new AppError(409, 'inspection.not_live');
      if (await findOpenRequest(trx, productId, userId))
        throw new AppError(409, 'inspection.already_requested');
      const request = await insertInspectionRequest(trx, productId, userId);
      await insertAdminAudit(trx, {
        adminId: userId,
        action: 'inspection.request',
        subjectType: 'product',
        subjectId: productId,
        changes: { after: { request_id: request.id } },
      });
      return { target, request };
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505')
        throw new AppError(409, 'inspection.already_requested');
      throw error;
    });
  const requester = await findUserById(db, userId);
  await tellAboutInspection(notifier, target.user_id, target, 'inspection_requested', {
    id: userId,
    nickname: requester?.nickname ?? '',
  });
  return request;
}

/**
 * The requester withdraws their open request of a post: it leaves the inspectors' queue, and they
 * may ask again later. Answers the post's inspection as they now see it, whether or not a request
 * was still open (a retry, or a report that closed it first, changes nothing). Audited when one was.
 */
export async function withdrawInspectionRequest(db: Db, productId: number, userId: number, at: Date) {
  await db.transaction().execute(async (trx) => {
    visibleTarget(await findInspectionTarget(trx, productId), userId);
    const withdrawn = await withdrawOpenRequest(trx, productId, userId, at);
    if (!withdrawn) return;
    await insertAdminAudit(trx, {
      adminId: userId,
      action: 'inspection.withdraw',
      subjectType: 'product',
      subjectId: productId,
      changes: { after: { request_id: withdrawn.id } },
    });
  });
}

/** The ratings name every component of the checklist once, and nothing else. */
function checkRatings(checklist: string[], ratings: InspectionReportInput['ratings']) {
  const rated = new Set(ratings.map((r) => r.component));
  const complete =
    rated.size === ratings.length &&
    rated.size === checklist.length &&
    checklist.every((component) => rated.has(component));
  if (!complete) throw ValidationError.field('ratings', 'inspection.ratings_incomplete');
}

/**
 * An inspector (an admin or a marked member, never the post's seller) files the report of an open
 * request: every component of the post's checklist rated, the day not in the future, photos the
 * inspector uploaded and nothing else uses. The report closes every open request of the post and
 * sets its 'inspected' day; audited; the requesters and the seller are told.
 */
export async function fileInspectionReport(
  deps: { db: Db; notifier: Notifier },
  inspectorId: number,
  requestId: number,
  input: InspectionReportInput,
) {
  const { db, notifier } = deps;
  if (!(await isInspector(db, inspectorId))) throw forbidden('inspection.inspectors_only');
  const today = notifier.now().toISOString().slice(0, 10);
  const filed = await db.transaction().execute(async (trx) => {
    const request = await lockInspectionRequest(trx, requestId);
    if (!request) throw notFound();
    const target = await findInspectionTarget(trx, request.product_id, { forUpdate: true });
    if (!target || target.deleted_at) throw notFound();
    if (request.status !== 'open') throw new AppError(409, 'inspection.request_closed');
    if (await actsForSeller(trx, target, inspectorId)) throw forbidden('inspection.own_post');
    if (input.inspected_on > today) throw ValidationError.field('inspected_on', 'inspection.date_future');
    const checklist = checklistOf(target);
    checkRatings(checklist, input.ratings);
    const attachable = await lockAttachableImages(trx, inspectorId, input.image_ids);
    if (attachable.length !== input.image_ids.length)
      throw ValidationError.field('image_ids', 'inspection.photo_unavailable');
    const reportId = await insertInspectionReport(trx, {
      productId: target.id,
      inspectorId,
      inspectedOn: input.inspected_on,
      checklist: target.template_slug ?? 'general',
      ratings: input.ratings,
      notes: input.notes,
      imageIds: input.image_ids,
    });
    const requesters = await closeOpenRequests(trx, target.id, reportId, notifier.now());
    await insertAdminAudit(trx, {
      adminId: inspectorId,
      action: 'inspection.report',
      subjectType: 'product',
      subjectId: target.id,
      changes: {
        after: { report_id: reportId, inspected_on: input.inspected_on, requests: requesters.length },
      },
    });
    return { target, requesters, reportId };
  });
  announce(db, publicProductsChanged);
  const inspector = await findUserById(db, inspectorId);
  const actor = { id: inspectorId, nickname: inspector?.nickname ?? '' };
  for (const userId of new Set([...filed.requesters, filed.target.user_id]))
    await tellAboutInspection(notifier, userId, filed.target, 'inspection_reported', actor);
  return { reportId: filed.reportId, productId: filed.target.id };
}

/**
 * The seller answers a report of their post, once (409 after); 404 without it, 403 for anyone else.
 * Audited; the inspector and the members whose requests the report answered are told.
 */
export async function respondToInspection(
  deps: { db: Db; notifier: Notifier },
  userId: number,
  reportId: number,
  input: InspectionResponseInput,
) {
  const { db, notifier } = deps;
  const report = await db.transaction().execute(async (trx) => {
    const report = await lockReport(trx, reportId);
    if (!report || report.deleted_at) throw notFound();
    if (report.seller_id !== userId) throw forbidden('inspection.seller_only');
    if (
      report.seller_response !== null ||
      !(await setSellerResponse(trx, reportId, input.response, notifier.now()))
    )
      throw new AppError(409, 'inspection.already_responded');
    await insertAdminAudit(trx, {
      adminId: userId,
      action: 'inspection.respond',
      subjectType: 'product',
      subjectId: report.product_id,
      changes: { after: { report_id: reportId } },
    });
    return report;
  });
  const target = await findInspectionTarget(db, report.product_id);
  const seller = await findUserById(db, userId);
  const told = [report.inspector_id, ...(await listReportRequesters(db, reportId))];
  if (target)
    for (const memberId of new Set(told.filter((id): id is number => id !== null && id !== userId)))
      await tellAboutInspection(notifier, memberId, target, 'inspection_responded', {
        id: userId,
        nickname: seller?.nickname ?? '',
      });
  return report.product_id;
}

/**
 * A post's inspection as the viewer sees it: its latest report (stale once the post's content was
 * edited after it), the viewer's own open request, and whether they may file a report.
 */
export async function showProductInspection(db: Db, productId: number, viewerId: number | null) {
  const target = visibleTarget(await findInspectionTarget(db, productId), viewerId);
  // The seller's side: the seller, and a live seat of the seller's business.
  const isSeller = await actsForSeller(db, target, viewerId);
  const report = await findLatestReport(db, productId);
  const images = report ? await listReportImages(db, report.id) : [];
  const mine = viewerId !== null && !isSeller ? await findOpenRequest(db, productId, viewerId) : undefined;
  return {
    report: report ? { row: report, images } : null,
    myRequest: mine ?? null,
    canInspect: viewerId !== null && !isSeller && (await isInspector(db, viewerId)),
  };
}

/** The back office marks a member as inspector or takes it back; audited; 404 without the member. */
export async function setInspector(db: Db, adminId: number, userId: number, flag: boolean) {
  await db.transaction().execute(async (trx) => {
    const before = await setInspectorFlag(trx, userId, flag);
    if (before === undefined) throw notFound();
    await insertAdminAudit(trx, {
      adminId,
      action: flag ? 'user.inspector_grant' : 'user.inspector_revoke',
      subjectType: 'user',
      subjectId: userId,
      changes: { before: { is_inspector: before }, after: { is_inspector: flag } },
    });
  });
}
