import type { ReviewCreateInput } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, ValidationError } from '../../http/errors.ts';
import { notifyMember, type Notifier } from '../alarms/alarms.service.ts';
import { isBlockedBetween } from '../blocks/blocks.repository.ts';
import { findLiveUser, findProduct, type ProductRow } from '../products/products.repository.ts';
import { findManners, findReview, hasReviewed, insertReview } from './reviews.repository.ts';
import { refreshTrust } from './trust.ts';

/** The two sides of a completed trade: the author and the party named at completion. */
export function tradeParties(product: ProductRow, userId: number) {
  const other = product.user_id === userId ? product.buyer_id : product.user_id;
  // The author of a wanted post is the buyer; of a sale or share post, the seller.
  const authorRole = product.type === 'wanted' ? 'buyer' : 'seller';
  const role = product.user_id === userId ? authorRole : authorRole === 'seller' ? 'buyer' : 'seller';
  return { other, role: role as 'seller' | 'buyer' };
}

/** A second review racing the first: the unique index refuses it. */
async function mapReviewRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'reviews_once_unique')
      throw ValidationError.field('product_id', 'review.already');
    throw error;
  }
}

/**
 * Reviews the other party of a completed trade (spec §3, §5, §6): only a party of the trade, once
 * per side, never across a block, with tags from `/api/manners`. The reviewee's counts and trust
 * score are recomputed in the same transaction; after the commit they are told.
 */
export async function createReview(db: Db, notifier: Notifier, userId: number, input: ReviewCreateInput) {
  const stored = await mapReviewRace(() =>
    db.transaction().execute(async (trx) => {
      const product = await findProduct(trx, input.product_id, { forUpdate: true });
      if (!product || product.deleted_at) throw notFound();
      if (product.user_id !== userId && product.buyer_id !== userId) throw forbidden('review.not_party');
      if (product.status !== 'completed' || product.buyer_id === null)
        throw ValidationError.field('product_id', 'review.counterpart_required');
      const { other, role } = tradeParties(product, userId);
      if (other === null || !(await findLiveUser(trx, other))) throw notFound();
      if (await isBlockedBetween(trx, userId, other)) throw notFound();
      if (await hasReviewed(trx, product.id, userId))
        throw ValidationError.field('product_id', 'review.already');
      const manners = await findManners(trx, input.manner_ids);
      if (manners.length !== input.manner_ids.length)
        throw ValidationError.field('manner_ids', 'review.manner_invalid');
      const id = await insertReview(trx, {
        productId: product.id,
        reviewerId: userId,
        revieweeId: other,
        reviewerRole: role,
        content: input.content ?? null,
        manners,
      });
      await refreshTrust(trx, other);
      return { id, revieweeId: other, public: manners.some((m) => m.type === 1) };
    }),
  );
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
          params: { nickname: review.reviewer_nickname, preview: review.content ?? '' },
        }
      : { userId: stored.revieweeId, kind: 'review', params: { anonymous: '1' } },
  );
  return review;
}

/**
 * One review as the viewer may see it: its author always; anyone else (the recipient included)
 * only a public one. Cancelled, hidden, across a block: 404.
 */
export async function showReview(db: Db, id: number, viewerId: number | null) {
  const row = await findReview(db, id, viewerId);
  if (!row) throw notFound();
  const isAuthor = row.reviewer_id === viewerId;
  if (!isAuthor && (row.hidden_at !== null || row.good_count === 0)) throw notFound();
  return row;
}
