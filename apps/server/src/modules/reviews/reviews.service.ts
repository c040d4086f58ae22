import type { ReviewCreateInput } from '@steelyard/contracts';
import { announce, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { notifyMember, type Notifier } from '../alarms/alarms.service.ts';
import { insertAdminAudit } from '../audits/audits.repository.ts';
import {
  findManners,
  findReview,
  hasReviewed,
  insertReview,
  listPendingReviews,
  setReviewHidden,
} from './reviews.repository.ts';
import { reviewPartiesFor, type ReviewSubjectColumn } from './reviews.subjects.ts';
import { refreshTrust } from './trust.ts';

/** The once-per-side index of each subject, and the field a refusal names. */
const ONCE_INDEXES: Record<string, ReviewSubjectColumn> = {
  reviews_once_unique: 'product_id',
  reviews_request_once_unique: 'service_request_id',
  reviews_job_once_unique: 'freelancer_job_id',
};

/** A second review racing the first: the unique index refuses it. */
async function mapReviewRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    const field = constraint ? ONCE_INDEXES[constraint] : undefined;
    if (code === '23505' && field)
      throw ValidationError.field(field, field === 'product_id' ? 'review.already' : 'review.already_job');
    throw error;
  }
}

/**
 * Reviews the other party of a finished deal (spec §3, §5, §6; reviews.subjects.ts says which
 * deals): only a party of it, once per side, never across a block, with tags from `/api/manners`.
 * The reviewee's counts and trust score are recomputed in the same transaction; after the commit
 * they are told.
 */
export async function createReview(db: Db, notifier: Notifier, userId: number, input: ReviewCreateInput) {
  const stored = await mapReviewRace(() =>
    db.transaction().execute(async (trx) => {
      const { subject, revieweeId, role } = await reviewPartiesFor(trx, userId, input);
      const isTrade = subject.column === 'product_id';
      if (await hasReviewed(trx, subject, userId))
        throw ValidationError.field(subject.column, isTrade ? 'review.already' : 'review.already_job');
      const manners = await findManners(trx, input.manner_ids);
      if (manners.length !== input.manner_ids.length)
        throw ValidationError.field('manner_ids', 'review.manner_invalid');
      const id = await insertReview(trx, {
        subject,
        reviewerId: userId,
        revieweeId,
        reviewerRole: role,
        content: input.content ?? null,
        manners,
      });
      await refreshTrust(trx, revieweeId);
      return { id, revieweeId, isTrade, public: manners.some((m) => m.type === 1) };
    }),
  );
  announce(db, publicProductsChanged);
  const review = await findReview(db, stored.id, userId);
  if (!review) throw notFound();
  // A review with bad tags only is anonymous to its recipient: the alarm names nobody.
  await notifyMember(
    notifier,
    stored.public
      ? {
          userId: stored.revieweeId,
          kind: 'review',
          actorId: userId,
          targetId: stored.id,
          // A service job's review is named as one, not as a trade's.
          params: {
            nickname: review.reviewer_nickname,
            preview: review.content ?? '',
            ...(stored.isTrade ? {} : { job: '1' }),
          },
        }
      : { userId: stored.revieweeId, kind: 'review', params: { anonymous: '1' } },
  );
  return review;
}

/**
 * One review as the viewer may see it: its author always; its recipient also one with bad tags
 * only (anonymous, reviews.presenter.ts); anyone else only a public one. Cancelled, hidden, across
 * a block: 404.
 */
export async function showReview(db: Db, id: number, viewerId: number | null) {
  const row = await findReview(db, id, viewerId);
  if (!row) throw notFound();
  const isAuthor = row.reviewer_id === viewerId;
  const isRecipient = row.reviewee_id === viewerId;
  if (!isAuthor && (row.hidden_at !== null || (row.good_count === 0 && !isRecipient))) throw notFound();
  return row;
}

/** How many waiting deals `/reviews/create` offers at once. */
const PENDING_LIMIT = 50;

/** The member's finished deals that wait for their review (`/reviews/create` with no deal named). */
export function listPendingReviewsOf(db: Db, userId: number) {
  return listPendingReviews(db, userId, PENDING_LIMIT);
}

/** Hides or shows a review; audited, and the recipient's counts and score follow, in one transaction. */
export async function hideReview(db: Db, adminId: number, id: number, hidden: boolean) {
  await db.transaction().execute(async (trx) => {
    const row = await setReviewHidden(trx, id, hidden);
    if (!row) throw notFound();
    await insertAdminAudit(trx, {
      adminId,
      action: hidden ? 'review.hide' : 'review.unhide',
      subjectType: 'review',
      subjectId: id,
      changes: { hidden },
    });
    await refreshTrust(trx, row.reviewee_id);
  });
  announce(db, publicProductsChanged);
}

/** Whether a member has reviewed a request's deal: a request's page offers the review until then. */
export const hasReviewedRequest = (db: Db, requestId: number, userId: number) =>
  hasReviewed(db, { column: 'service_request_id', id: requestId }, userId);
