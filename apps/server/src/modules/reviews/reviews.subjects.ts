import type { ReviewCreateInput } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, ValidationError } from '../../http/errors.ts';
import { isBlockedBetween } from '../blocks/blocks.repository.ts';
import { lockJob } from '../freelancer-jobs/freelancer-jobs.repository.ts';
import { findProduct, type ProductRow } from '../products/products.repository.ts';
import { findLiveUser } from '../users/users.repository.ts';
import { isJobDelivered } from '../services/services.policy.ts';
import { lockRequestDeal } from '../services/services.repository.ts';

/** The column that names a review's subject, one per kind of deal. */
export type ReviewSubjectColumn = 'product_id' | 'service_request_id' | 'freelancer_job_id';
export interface ReviewSubjectRef {
  column: ReviewSubjectColumn;
  id: number;
}

/**
 * Who reviews whom for one deal: the reviewer's side ('seller' is the one who sells or does the
 * work: the seller, the awarded supplier, the freelancer; 'buyer' the other) and the reviewee.
 * Every check that is not about the review itself (the party, the deal's state, a block) is here.
 */
export interface ReviewParties {
  subject: ReviewSubjectRef;
  revieweeId: number;
  role: 'seller' | 'buyer';
}

/** The two sides of a completed trade: the author and the party named at completion. */
export function tradeParties(product: ProductRow, userId: number) {
  const other = product.user_id === userId ? product.buyer_id : product.user_id;
  // The author of a wanted post is the buyer; of a sale or share post, the seller.
  const authorRole = product.type === 'wanted' ? 'buyer' : 'seller';
  const role = product.user_id === userId ? authorRole : authorRole === 'seller' ? 'buyer' : 'seller';
  return { other, role: role as 'seller' | 'buyer' };
}

/** The other party must still be a member, with no block either way (404, as trade reviews do). */
async function requireReachable(trx: Db, userId: number, other: number | null): Promise<number> {
  if (other === null || !(await findLiveUser(trx, other))) throw notFound();
  if (await isBlockedBetween(trx, userId, other)) throw notFound();
  return other;
}

/** A completed trade with a buyer named: its author and that buyer. */
async function productParties(trx: Db, userId: number, productId: number): Promise<ReviewParties> {
  const product = await findProduct(trx, productId, { forUpdate: true });
  if (!product || product.deleted_at) throw notFound();
  if (product.user_id !== userId && product.buyer_id !== userId) throw forbidden('review.not_party');
  if (product.status !== 'completed' || product.buyer_id === null)
    throw ValidationError.field('product_id', 'review.counterpart_required');
  const { other, role } = tradeParties(product, userId);
  const revieweeId = await requireReachable(trx, userId, other);
  return { subject: { column: 'product_id', id: productId }, revieweeId, role };
}

/**
 * A drawing request or production notice once delivered (or closed after delivery, which only an
 * awarded request reaches): its requester and the awarded supplier.
 */
async function requestParties(trx: Db, userId: number, requestId: number): Promise<ReviewParties> {
  const request = await lockRequestDeal(trx, requestId);
  if (!request) throw notFound();
  const isRequester = request.user_id === userId;
  if (!isRequester && (request.supplier_id === null || request.supplier_id !== userId))
    throw forbidden('review.not_party');
  if (!isJobDelivered(request.status, request.supplier_id !== null))
    throw ValidationError.field('service_request_id', 'review.not_delivered');
  const revieweeId = await requireReachable(trx, userId, isRequester ? request.supplier_id : request.user_id);
  const subject = { column: 'service_request_id', id: requestId } as const;
  return { subject, revieweeId, role: isRequester ? 'buyer' : 'seller' };
}

/** A freelancer job marked finished: the freelancer and the client of its room. */
async function jobParties(trx: Db, userId: number, jobId: number): Promise<ReviewParties> {
  const job = await lockJob(trx, jobId);
  if (!job) throw notFound();
  const isFreelancer = job.freelancer_user_id === userId;
  if (!isFreelancer && job.client_id !== userId) throw forbidden('review.not_party');
  const revieweeId = await requireReachable(
    trx,
    userId,
    isFreelancer ? job.client_id : job.freelancer_user_id,
  );
  const subject = { column: 'freelancer_job_id', id: jobId } as const;
  return { subject, revieweeId, role: isFreelancer ? 'seller' : 'buyer' };
}

/** The parties of the deal `POST /api/reviews` names (the schema lets exactly one subject through). */
export function reviewPartiesFor(trx: Db, userId: number, input: ReviewCreateInput): Promise<ReviewParties> {
  if (input.service_request_id !== undefined) return requestParties(trx, userId, input.service_request_id);
  if (input.freelancer_job_id !== undefined) return jobParties(trx, userId, input.freelancer_job_id);
  if (input.product_id !== undefined) return productParties(trx, userId, input.product_id);
  throw ValidationError.field('product_id', 'review.subject_required');
}
