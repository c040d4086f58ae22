import type { Db } from '../../db/database.ts';
import { forbidden } from '../../http/errors.ts';
import { findLiveSeatOf } from '../businesses/seats.repository.ts';
import { findLiveUser } from '../users/users.repository.ts';
import { requireUserRow } from '../users/users.service.ts';
import { isSeller } from './products.policy.ts';
import type { ProductRow } from './products.repository.ts';

/**
 * Posts under a business (issue 30): a member holding a live seat of a verified business posts
 * under it and manages its posts as its owner does. The seat row is read on every call, never
 * kept: a removed seat is refused at its next request.
 */

/**
 * Whether the member acts for the post's seller: the seller, or a live seat of the seller's
 * verified business. The seat table is read only for another member on a verified business's
 * post, so an ordinary page view costs no query.
 */
export async function actsForSeller(
  db: Db,
  product: Pick<ProductRow, 'user_id' | 'user_business_verified'>,
  userId: number | null | undefined,
): Promise<boolean> {
  if (userId === null || userId === undefined) return false;
  if (isSeller(product, userId)) return true;
  if (!product.user_business_verified) return false;
  return (await findLiveSeatOf(db, userId))?.owner_id === product.user_id;
}

/**
 * Who a new post is stored under: the member; or, with `asBusiness`, the owner of the business the
 * member holds a live seat of, with the member kept as `seatUserId` (reviews, the trust score and
 * the badge stay the business's). 403 without a live seat.
 */
export async function posterOf(db: Db, userId: number, asBusiness: boolean) {
  if (!asBusiness) return { seller: await requireUserRow(db, userId), seatUserId: null };
  const seat = await findLiveSeatOf(db, userId);
  const owner = seat && (await findLiveUser(db, seat.owner_id));
  if (!owner) throw forbidden('business.not_seat');
  return { seller: owner, seatUserId: userId };
}
