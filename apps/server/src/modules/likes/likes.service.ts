import type { FollowAlertsDto, FollowAlertsInput, LikeInput, LikeStateDto } from '@steelyard/contracts';
import { announce, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { isBlockedBetween } from '../blocks/blocks.repository.ts';
import { canViewProduct } from '../products/products.policy.ts';
import { findProduct } from '../products/products.repository.ts';
import { findLiveUser } from '../users/users.repository.ts';
import {
  bumpProductLikeCount,
  countUserLikes,
  deleteLike,
  insertLike,
  updateFollowAlerts,
} from './likes.repository.ts';

/** 404 for what the member cannot see (gone, hidden, blocked either way); 403 for their own. */
async function checkLikeable(trx: Db, userId: number, input: LikeInput) {
  if (input.likeable_type === 'product') {
    const product = await findProduct(trx, input.likeable_id, { forUpdate: true });
    if (!product || !canViewProduct(product, userId)) throw notFound();
    if (product.user_id === userId) throw forbidden('like.own');
    if (await isBlockedBetween(trx, userId, product.user_id)) throw notFound();
    return;
  }
  if (input.likeable_id === userId) throw forbidden('like.own');
  if (!(await findLiveUser(trx, input.likeable_id))) throw notFound();
  if (await isBlockedBetween(trx, userId, input.likeable_id)) throw notFound();
}

async function likeCount(trx: Db, input: LikeInput, delta: 1 | -1 | 0) {
  return input.likeable_type === 'product'
    ? bumpProductLikeCount(trx, input.likeable_id, delta)
    : countUserLikes(trx, input.likeable_id);
}

/** After commit: a post's like count is on its card and page. */
function likeCounted(db: Db, state: LikeStateDto) {
  if (state.likeable_type === 'product') announce(db, publicProductsChanged);
  return state;
}

/** Adds to favourites. Idempotent: a second call changes nothing; the counter moves atomically. */
export async function like(db: Db, userId: number, input: LikeInput): Promise<LikeStateDto> {
  const state = await db.transaction().execute(async (trx) => {
    await checkLikeable(trx, userId, input);
    const added = await insertLike(trx, userId, input.likeable_type, input.likeable_id);
    return { ...input, liked: true, like_count: await likeCount(trx, input, added ? 1 : 0) };
  });
  return likeCounted(db, state);
}

/**
 * Removes from favourites. Idempotent. Refused as a like is (404 for what the member cannot see),
 * so the answer never tells the like count of a hidden, deleted or blocking member's post; such a
 * like is not listed, and stays for when the post is shown again.
 */
export async function unlike(db: Db, userId: number, input: LikeInput): Promise<LikeStateDto> {
  const state = await db.transaction().execute(async (trx) => {
    await checkLikeable(trx, userId, input);
    const removed = await deleteLike(trx, userId, input.likeable_type, input.likeable_id);
    return { ...input, liked: false, like_count: await likeCount(trx, input, removed ? -1 : 0) };
  });
  return likeCounted(db, state);
}

/**
 * Follows a liked member's new posts, or stops (issue 29). Refused as a like is (404 for a member
 * the member cannot see, 403 for themselves), and 409 when the member is not in their favourites.
 */
export async function setFollowAlerts(
  db: Db,
  userId: number,
  memberId: number,
  input: FollowAlertsInput,
): Promise<FollowAlertsDto> {
  return db.transaction().execute(async (trx) => {
    await checkLikeable(trx, userId, { likeable_type: 'user', likeable_id: memberId });
    const row = await updateFollowAlerts(trx, userId, memberId, input.alerts);
    if (!row) throw new AppError(409, 'like.not_liked');
    return { user_id: memberId, alerts: row.alerts };
  });
}
