import { BROWSE_COUNTRIES, type ProductSort, type ProductStatus } from '@steelyard/contracts';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Products } from '../../db/schema.ts';
import { whereNotBlockedBetween } from '../blocks/blocks.policy.ts';
import { containsPattern, wordSearchGrams } from './search-grams.ts';

/** Products with their seller: the start of every product query. */
export function productsWithSeller(db: Db) {
  return db.selectFrom('products').innerJoin('users', 'users.id', 'products.user_id');
}
type ProductBase = ReturnType<typeof productsWithSeller>;

/** Others' posts whose page opens for the viewer: live, not hidden, live seller, no block either way. */
export function whereViewable(base: ProductBase, viewerId: number | null | undefined) {
  return base
    .where('products.deleted_at', 'is', null)
    .where('products.is_hidden', '=', false)
    .where('users.withdrawn_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .where(whereNotBlockedBetween(viewerId, 'products.user_id'));
}

/**
 * What the public lists: viewable posts (above) that are not a sale post priced below
 * settings.min_price_for_show.
 */
export function whereVisible(
  base: ProductBase,
  options: { viewerId?: number | null; minPriceForShow: number },
) {
  return whereViewable(base, options.viewerId).where((eb) =>
    eb.not(
      eb.and([
        eb('products.type', '=', 'sale'),
        eb('products.price', 'is not', null),
        eb('products.price', '<', options.minPriceForShow),
      ]),
    ),
  );
}

/** The summary columns of a list row: the product, its first photo and its seller. No N+1. */
export function withSummaryColumns(base: ProductBase) {
  return base
    .leftJoin('images as avatar', 'avatar.id', 'users.profile_image_id')
    .select([
      'products.id',
      'products.type',
      'products.status',
      'products.is_hidden',
      'products.title',
      'products.price',
      'products.price_negotiable',
      'products.category_id',
      'products.country',
      'products.city',
      'products.county',
      'products.place_name',
      'products.like_count',
      'products.chat_count',
      'products.view_count',
      'products.created_at',
      'users.id as user_id',
      'users.nickname as user_nickname',
      'users.city as user_city',
      'users.county as user_county',
      'avatar.thumb_path as user_thumb_path',
    ])
    .select((eb) => [
      eb
        .selectFrom('product_images')
        .innerJoin('images', 'images.id', 'product_images.image_id')
        .select('images.thumb_path')
        .whereRef('product_images.product_id', '=', 'products.id')
        .orderBy('product_images.position')
        .limit(1)
        .as('thumb_path'),
      // Exact to the microsecond, for the keyset cursor (a JS Date keeps milliseconds only).
      sql<string>`to_char(products.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'created_key',
      ),
    ]);
}
export type ProductListRow = Awaited<ReturnType<ReturnType<typeof withSummaryColumns>['execute']>>[number];

export interface ProductFilters {
  word?: string;
  categoryId?: number;
  type?: string;
  country?: string;
  city?: string;
  county?: string;
  minPrice?: number;
  maxPrice?: number;
  userId?: number;
  manufacturer?: string;
  conditionGrade?: string;
  yearFrom?: number;
  yearTo?: number;
}

const NAMED_COUNTRIES = BROWSE_COUNTRIES.filter((c) => c !== 'OTHER');

/** Browse filters and the search word. */
export function applyFilters(base: ProductBase, filters: ProductFilters): ProductBase {
  let query = base;
  if (filters.categoryId) query = query.where('products.category_id', '=', filters.categoryId);
  if (filters.type) query = query.where('products.type', '=', filters.type);
  if (filters.country === 'OTHER') query = query.where('products.country', 'not in', NAMED_COUNTRIES);
  else if (filters.country) query = query.where('products.country', '=', filters.country);
  if (filters.city) query = query.where('products.city', '=', filters.city);
  if (filters.county) query = query.where('products.county', '=', filters.county);
  if (filters.minPrice !== undefined) query = query.where('products.price', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query = query.where('products.price', '<=', filters.maxPrice);
  if (filters.userId) query = query.where('products.user_id', '=', filters.userId);
  if (filters.manufacturer)
    query = query.where('products.manufacturer', 'ilike', containsPattern(filters.manufacturer));
  if (filters.conditionGrade) query = query.where('products.condition_grade', '=', filters.conditionGrade);
  if (filters.yearFrom !== undefined) query = query.where('products.year_made', '>=', filters.yearFrom);
  if (filters.yearTo !== undefined) query = query.where('products.year_made', '<=', filters.yearTo);
  if (filters.word) query = whereMatchesWord(query, filters.word);
  return query;
}

/**
 * The search: candidates by bigrams (GIN index on search_grams), checked again with ILIKE on
 * title, keywords and description. A word without a two-character token is matched by ILIKE alone.
 */
export function whereMatchesWord(base: ProductBase, word: string): ProductBase {
  const grams = wordSearchGrams(word);
  const pattern = containsPattern(word);
  let query = base;
  if (grams.length > 0) {
    query = query.where(sql<boolean>`products.search_grams @> ${sql.val(grams)}::text[]`);
  }
  return query.where((eb) =>
    eb.or([
      eb('products.title', 'ilike', pattern),
      eb('products.description', 'ilike', pattern),
      eb(sql<string>`array_to_string(products.keywords, ' ')`, 'ilike', pattern),
    ]),
  );
}

/** Where a keyset page starts: after this row in the list's order. */
export type ProductCursor =
  { sort: 'latest'; createdKey: string; id: number } | { sort: 'popular'; likeCount: number; id: number };
export type LatestCursor = Extract<ProductCursor, { sort: 'latest' }>;

/** The rows after a newest-first cursor: (created_at, id) below the cursor's. */
const olderThan = (cursor: LatestCursor) =>
  sql<boolean>`(products.created_at, products.id) < (${cursor.createdKey}::timestamptz, ${cursor.id})`;

export function encodeCursor(row: ProductListRow, sort: ProductSort): string {
  const payload = sort === 'popular' ? { p: row.like_count, i: row.id } : { t: row.created_key, i: row.id };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** The cursor of the page after `rows` (a full page), or null when `rows` is the last page. */
export function nextCursorOf(rows: ProductListRow[], perPage: number, sort: ProductSort): string | null {
  const last = rows.at(-1);
  return last && rows.length === perPage ? encodeCursor(last, sort) : null;
}

/** The cursor of the wire for `sort`, or null when it is not one this server handed out. */
export function decodeCursor<S extends ProductSort>(
  cursor: string,
  sort: S,
): Extract<ProductCursor, { sort: S }> | null {
  return parseCursor(cursor, sort) as Extract<ProductCursor, { sort: S }> | null;
}

function parseCursor(cursor: string, sort: ProductSort): ProductCursor | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (!Number.isInteger(value.i)) return null;
    const id = value.i as number;
    if (sort === 'popular')
      return Number.isInteger(value.p) ? { sort, likeCount: value.p as number, id } : null;
    if (typeof value.t === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(value.t))
      return { sort, createdKey: value.t, id };
    return null;
  } catch {
    return null;
  }
}

/**
 * The public list and search. With `cursor` (keyset on (created_at, id) or (like_count, id)) no
 * total is counted; with `offset` the total comes along for page paging.
 */
export async function listVisibleProducts(
  db: Db,
  options: {
    viewerId?: number | null;
    minPriceForShow: number;
    filters: ProductFilters;
    sort: ProductSort;
    limit: number;
    offset?: number;
    cursor?: ProductCursor | null;
    withTotal: boolean;
  },
) {
  const base = applyFilters(whereVisible(productsWithSeller(db), options), options.filters);
  let rows = withSummaryColumns(base);
  const cursor = options.cursor;
  if (options.sort === 'popular') {
    if (cursor?.sort === 'popular')
      rows = rows.where(
        sql<boolean>`(products.like_count, products.id) < (${cursor.likeCount}, ${cursor.id})`,
      );
    rows = rows.orderBy('products.like_count', 'desc').orderBy('products.id', 'desc');
  } else {
    if (cursor?.sort === 'latest') rows = rows.where(olderThan(cursor));
    rows = rows.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');
  }
  rows = rows.limit(options.limit);
  if (options.offset) rows = rows.offset(options.offset);
  const [list, count] = await Promise.all([
    rows.execute(),
    options.withTotal
      ? base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
      : Promise.resolve(null),
  ]);
  return { rows: list, total: count ? Number(count.total) : null };
}

/** The seller's own posts (hidden ones too, never deleted), by tab; newest first. */
export async function listOwnProducts(
  db: Db,
  options: { userId: number; tab: string; limit: number; offset: number },
) {
  let base = productsWithSeller(db)
    .where('products.user_id', '=', options.userId)
    .where('products.deleted_at', 'is', null);
  if (options.tab === 'hidden') base = base.where('products.is_hidden', '=', true);
  else if (options.tab !== 'all')
    base = base.where('products.status', '=', options.tab).where('products.is_hidden', '=', false);
  const [rows, count] = await Promise.all([
    withSummaryColumns(base)
      .orderBy('products.created_at', 'desc')
      .orderBy('products.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * The purchase history: trades in which the member buys, newest post first, keyset on
 * (created_at, id). Two branches, each read from its own index and cut at `limit` before they are
 * merged: the member's own wanted posts, where the member buys from the one named (hidden ones
 * too: the post is theirs), and sale and share posts whose trade named the member the buyer — only
 * while their page opens for the member (not hidden, seller live, no block either way). A buyer is
 * named only when a trade completes, so the second branch serves completed trades alone.
 */
export function listPurchasedProducts(
  db: Db,
  options: { userId: number; statuses: ProductStatus[]; cursor: LatestCursor | null; limit: number },
) {
  const { userId, statuses, cursor, limit } = options;
  const firstIds = (base: ProductBase) =>
    db
      .selectFrom(
        (cursor ? base.where(olderThan(cursor)) : base)
          .select('products.id')
          .orderBy('products.created_at', 'desc')
          .orderBy('products.id', 'desc')
          .limit(limit)
          .as('branch'),
      )
      .select('branch.id');
  const wanted = firstIds(
    productsWithSeller(db)
      .where('products.user_id', '=', userId)
      .where('products.type', '=', 'wanted')
      .where('products.deleted_at', 'is', null)
      .where('products.status', 'in', statuses),
  );
  const bought = firstIds(
    whereViewable(productsWithSeller(db), userId)
      .where('products.buyer_id', '=', userId)
      .where('products.type', '<>', 'wanted')
      .where('products.status', '=', 'completed'),
  );
  const ids = statuses.includes('completed') ? wanted.unionAll(bought) : wanted;
  return withSummaryColumns(productsWithSeller(db).where('products.id', 'in', ids))
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .execute();
}

/** One product with its seller's state, for the detail page and every write's checks. */
export function findProduct(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  let query = productsWithSeller(db)
    .leftJoin('images as avatar', 'avatar.id', 'users.profile_image_id')
    .selectAll('products')
    .select([
      'users.nickname as user_nickname',
      'users.city as user_city',
      'users.county as user_county',
      'users.withdrawn_at as user_withdrawn_at',
      'users.suspended_at as user_suspended_at',
      'avatar.thumb_path as user_thumb_path',
    ])
    .where('products.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('products');
  return query.executeTakeFirst();
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

export function listProductImages(db: Db, productId: number) {
  return db
    .selectFrom('product_images')
    .innerJoin('images', 'images.id', 'product_images.image_id')
    .select(['images.id', 'images.path', 'images.thumb_path'])
    .where('product_images.product_id', '=', productId)
    .orderBy('product_images.position')
    .execute();
}

export async function countVisibleProductsOf(db: Db, userId: number, minPriceForShow: number) {
  const row = await whereVisible(productsWithSeller(db), { minPriceForShow })
    .where('products.user_id', '=', userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPublicUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .leftJoin('images', 'images.id', 'users.profile_image_id')
    .select(['users.id', 'users.nickname', 'users.city', 'users.county', 'images.thumb_path'])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

/** A live member (not withdrawn, not suspended), e.g. the other party of a trade. */
export function findLiveUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'country', 'city', 'county'])
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
}

export function isProductCategory(db: Db, id: number) {
  return db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .where('kind', '=', 'product')
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

/**
 * Locks and returns the images among `ids` that `userId` uploaded and that no other product uses
 * (those of `productId` itself may be reused on edit).
 */
export async function lockAttachableImages(db: Db, userId: number, ids: number[], productId?: number) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('images')
    .leftJoin('product_images', 'product_images.image_id', 'images.id')
    .select(['images.id', 'product_images.product_id'])
    .where('images.id', 'in', ids)
    .where('images.user_id', '=', userId)
    .forUpdate('images')
    .execute();
  return rows.filter((r) => r.product_id === null || r.product_id === productId).map((r) => r.id);
}

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

export async function setProductStatus(db: Db, id: number, status: ProductStatus, buyerId: number | null) {
  await updateProduct(db, id, { status, buyer_id: buyerId });
}

/** Counts a view once per viewer key; returns whether this one was new. */
export async function recordProductView(db: Db, productId: number, viewerKey: string) {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('product_views')
      .values({ product_id: productId, viewer_key: viewerKey })
      .onConflict((oc) => oc.columns(['product_id', 'viewer_key']).doNothing())
      .returning('product_id')
      .executeTakeFirst();
    if (!inserted) return false;
    await trx
      .updateTable('products')
      .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
      .where('id', '=', productId)
      .execute();
    return true;
  });
}

export async function isLikedBy(db: Db, userId: number, type: 'product' | 'user', id: number) {
  const row = await db
    .selectFrom('likes')
    .select('id')
    .where('user_id', '=', userId)
    .where('likeable_type', '=', type)
    .where('likeable_id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Admin list: every post, filters, search by title, id or seller nickname/email. */
export async function listProductsForAdmin(
  db: Db,
  options: {
    search?: string;
    type?: string;
    status?: string;
    categoryId?: number;
    hidden?: boolean;
    deleted?: boolean;
    limit: number;
    offset: number;
  },
) {
  let base = productsWithSeller(db);
  base = options.deleted
    ? base.where('products.deleted_at', 'is not', null)
    : base.where('products.deleted_at', 'is', null);
  if (options.type) base = base.where('products.type', '=', options.type);
  if (options.status) base = base.where('products.status', '=', options.status);
  if (options.categoryId) base = base.where('products.category_id', '=', options.categoryId);
  if (options.hidden !== undefined) base = base.where('products.is_hidden', '=', options.hidden);
  if (options.search) {
    const pattern = containsPattern(options.search);
    const id = /^\d{1,9}$/.test(options.search) ? Number(options.search) : null;
    base = base.where((eb) =>
      eb.or([
        eb('products.title', 'ilike', pattern),
        eb('users.nickname', 'ilike', pattern),
        eb('users.email', 'ilike', pattern),
        ...(id ? [eb('products.id', '=', id)] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    withSummaryColumns(base)
      .orderBy('products.created_at', 'desc')
      .orderBy('products.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function insertAdminAudit(
  db: Db,
  values: { adminId: number; action: string; subjectId: number; changes: Record<string, unknown> },
) {
  await db
    .insertInto('admin_audits')
    .values({
      admin_id: values.adminId,
      action: values.action,
      subject_type: 'product',
      subject_id: values.subjectId,
      changes: JSON.stringify(values.changes),
    })
    .execute();
}
