import type { LikeableType } from '@steelyard/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { whereNotBlockedBetween } from '../blocks/blocks.policy.ts';
import { productsWithSeller, whereVisible, withSummaryColumns } from '../products/products.repository.ts';

/** Adds a like (a member's with new-post alerts on); false when it was already there. */
export async function insertLike(db: Db, userId: number, type: LikeableType, id: number) {
  const row = await db
    .insertInto('likes')
    .values({ user_id: userId, likeable_type: type, likeable_id: id, alerts: type === 'user' })
    .onConflict((oc) => oc.columns(['user_id', 'likeable_type', 'likeable_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes a like; false when there was none. */
export async function deleteLike(db: Db, userId: number, type: LikeableType, id: number) {
  const result = await db
    .deleteFrom('likes')
    .where('user_id', '=', userId)
    .where('likeable_type', '=', type)
    .where('likeable_id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sets the alerts of the member's like of another member; undefined when there is no such like. */
export async function updateFollowAlerts(db: Db, userId: number, memberId: number, alerts: boolean) {
  return db
    .updateTable('likes')
    .set({ alerts })
    .where('user_id', '=', userId)
    .where('likeable_type', '=', 'user')
    .where('likeable_id', '=', memberId)
    .returning('alerts')
    .executeTakeFirst();
}

/** Whether the viewer liked the member, and with new-post alerts. */
export async function findFollow(db: Db, viewerId: number, memberId: number) {
  return db
    .selectFrom('likes')
    .select('alerts')
    .where('user_id', '=', viewerId)
    .where('likeable_type', '=', 'user')
    .where('likeable_id', '=', memberId)
    .executeTakeFirst();
}

/** Moves a product's like counter atomically and returns the new value. */
export async function bumpProductLikeCount(db: Db, productId: number, delta: 1 | -1 | 0) {
  const row = await db
    .updateTable('products')
    .set({ like_count: sql<number>`greatest(like_count + ${delta}, 0)` })
    .where('id', '=', productId)
    .returning('like_count')
    .executeTakeFirst();
  return row?.like_count ?? 0;
}

export async function countUserLikes(db: Db, userId: number) {
  const row = await db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('likeable_type', '=', 'user')
    .where('likeable_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's favourite products that are still visible to them, most recently liked first. */
export async function listLikedProducts(
  db: Db,
  options: { userId: number; minPriceForShow: number; limit: number; offset: number },
) {
  const base = whereVisible(
    productsWithSeller(db).innerJoin('likes', (join) =>
      join
        .onRef('likes.likeable_id', '=', 'products.id')
        .on('likes.likeable_type', '=', 'product')
        .on('likes.user_id', '=', options.userId),
    ) as unknown as ReturnType<typeof productsWithSeller>,
    { viewerId: options.userId, minPriceForShow: options.minPriceForShow },
  );
  const [rows, count] = await Promise.all([
    withSummaryColumns(base)
      .orderBy(sql`likes.created_at`, 'desc')
      .orderBy(sql`likes.id`, 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The member's favourite members (live, not blocked either way), most recently liked first. */
export async function listLikedUsers(db: Db, options: { userId: number; limit: number; offset: number }) {
  const base = db
    .selectFrom('likes')
    .innerJoin('users', 'users.id', 'likes.likeable_id')
    .where('likes.user_id', '=', options.userId)
    .where('likes.likeable_type', '=', 'user')
    .where('users.withdrawn_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .where(whereNotBlockedBetween(options.userId, 'users.id'));
  const [rows, count] = await Promise.all([
    base
      .leftJoin('images', 'images.id', 'users.profile_image_id')
      .select([
        'users.id',
        'users.nickname',
        'users.city',
        'users.county',
        'images.thumb_path',
        'likes.alerts',
      ])
      .orderBy('likes.created_at', 'desc')
      .orderBy('likes.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
