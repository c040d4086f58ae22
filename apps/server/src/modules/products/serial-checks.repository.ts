import type { Db } from '../../db/database.ts';

/** Other live posts with the post's maker and serial (at most 20, oldest first). */
export function findSerialTwins(db: Db, productId: number) {
  return db
    .selectFrom('products as post')
    .innerJoin('products as twin', 'twin.serial_key', 'post.serial_key')
    .select(['twin.id', 'twin.user_id'])
    .where('post.id', '=', productId)
    .where('post.deleted_at', 'is', null)
    .where('twin.serial_key', 'is not', null)
    .whereRef('twin.id', '<>', 'post.id')
    .where('twin.deleted_at', 'is', null)
    .orderBy('twin.id')
    .limit(20)
    .execute();
}
