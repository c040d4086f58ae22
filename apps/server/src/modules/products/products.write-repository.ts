import { lockAttachableImages } from '../images/images.repository.ts';
import type { ProductStatus } from '@steelyard/contracts';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Products } from '../../db/schema.ts';

/** Writes to posts: photos, the row, trade status, soft delete, views and the admin's audit. */

/**
 * Locks and returns the images among `ids` that `userId` uploaded and that nothing else uses
 * (those of `productId` itself may be reused on edit).
 */
export const lockAttachableProductImages = (db: Db, userId: number, ids: number[], productId?: number) =>
  lockAttachableImages(
    db,
    userId,
    ids,
    productId === undefined ? undefined : { table: 'product_images', ownerId: productId },
  );

/** Hands uploaded images to another member (an admin posting on their behalf). */
export async function transferImages(db: Db, ids: number[], userId: number) {
  if (ids.length === 0) return;
  await db.updateTable('images').set({ user_id: userId }).where('id', 'in', ids).execute();
}

export async function insertProduct(db: Db, values: Insertable<Products>) {
  const row = await db.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(db: Db, id: number, values: Updateable<Products>) {
  await db
    .updateTable('products')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Moves a post to the top of the newest list (its listed time, `listedAt`, becomes `at`) and counts the bump. */
export async function markProductBumped(db: Db, id: number, at: Date) {
  await db
    .updateTable('products')
    .set({ bumped_at: at, bump_count: sql`bump_count + 1` })
    .where('id', '=', id)
    .execute();
}

/** Replaces the product's photos with `imageIds`, in that order. */
export async function replaceProductImages(db: Db, productId: number, imageIds: number[]) {
  await db.deleteFrom('product_images').where('product_id', '=', productId).execute();
  if (imageIds.length === 0) return;
  await db
    .insertInto('product_images')
    .values(imageIds.map((imageId, position) => ({ product_id: productId, image_id: imageId, position })))
    .execute();
}

/** Soft delete; false when it was already gone. */
export async function softDeleteProduct(db: Db, id: number) {
  const result = await db
    .updateTable('products')
    .set({ deleted_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The trade status with its other party and the price an accepted offer agreed (null: none). */
export async function setProductStatus(
  db: Db,
  id: number,
  status: ProductStatus,
  buyerId: number | null,
  dealPrice: number | null = null,
) {
  await updateProduct(db, id, { status, buyer_id: buyerId, deal_price: dealPrice });
}

/**
 * Counts a batch of views in one statement: each (product, viewer) pair once ever (the
 * product_views key), and each product's view_count up by its newly counted views. Returns the
 * posts whose count went up, with their new count, which the caller announces
 * (`productViewsCounted`, `product-views.ts`): a view does not drop every kept page.
 */
export async function saveProductViews(db: Db, views: { productId: number; viewerKey: string }[]) {
  if (views.length === 0) return [];
  return db
    .with('inserted', (qb) =>
      qb
        .insertInto('product_views')
        .values(views.map((view) => ({ product_id: view.productId, viewer_key: view.viewerKey })))
        .onConflict((oc) => oc.columns(['product_id', 'viewer_key']).doNothing())
        .returning('product_id'),
    )
    .with('counted', (qb) =>
      qb
        .selectFrom('inserted')
        .select(['inserted.product_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('inserted.product_id'),
    )
    .updateTable('products')
    .from('counted')
    .set((eb) => ({ view_count: eb('products.view_count', '+', eb.ref('counted.n')) }))
    .whereRef('products.id', '=', 'counted.product_id')
    .returning(['products.id', 'products.view_count'])
    .execute();
}

/** Whether the back office verified the member's business (issue 30): only they offer tax invoices. */
export async function isVerifiedBusiness(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('business_verified')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.business_verified ?? false;
}
