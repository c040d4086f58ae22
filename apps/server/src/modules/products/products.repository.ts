import {
  sql,
  type AliasedSelectQueryBuilder,
  type RawBuilder,
  type ExpressionBuilder,
  type Selectable,
} from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.ts';
import type { DB, Products } from '../../db/schema.ts';
import { whereNotBlockedBetween } from '../blocks/blocks.policy.ts';

/**
 * The product queries' shared pieces (the seller join, what a viewer may see, the list row's
 * columns) and the reads of one product. Lists and search: products.browse-repository.ts;
 * writes: products.write-repository.ts.
 */

/**
 * Products with their seller: the start of every product query. `from` replaces the products table
 * by a subquery of its rows under the same name (the newest-first walk of a common word's search).
 */

/** The thumbnail of a post's first photo (`products` in scope), for lists and cards. */
export const firstThumbPath = (eb: ExpressionBuilder<DB, 'products'>) =>
  eb
    .selectFrom('product_images')
    .innerJoin('images', 'images.id', 'product_images.image_id')
    .select('images.thumb_path')
    .whereRef('product_images.product_id', '=', 'products.id')
    .orderBy('product_images.position')
    .limit(1);
export function productsWithSeller(
  db: Db,
  from?: AliasedSelectQueryBuilder<Selectable<Products>, 'products'>,
) {
  // Kysely types a subquery aliased 'products' as another table; it has every column of the table.
  return db.selectFrom((from ?? 'products') as 'products').innerJoin('users', 'users.id', 'products.user_id');
}
export type ProductBase = ReturnType<typeof productsWithSeller>;

/**
 * `is_hidden = false` written in the statement, not bound: the partial indexes of visible posts
 * say `where deleted_at is null and is_hidden = false`, and a prepared statement's generic plan
 * can only use them when its text says so too. With a parameter, PostgreSQL planned every list
 * read again (the generic plan was a sequential scan, 650 ms against 4.7 ms for page 5).
 */
export const NOT_HIDDEN = sql.lit(false);

/** Others' posts whose page opens for the viewer: live, not hidden, live seller, no block either way. */
export function whereViewable(base: ProductBase, viewerId: number | null | undefined) {
  return base
    .where('products.deleted_at', 'is', null)
    .where('products.is_hidden', '=', NOT_HIDDEN)
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

/**
 * When a post was listed: its last bump, else its posting. The newest list's order, with the id
 * (the expression of the newest-first indexes, migration `product_bumps`).
 */
export const listedAt = sql<Date>`coalesce(products.bumped_at, products.created_at)`;

const timeKey = (time: RawBuilder<unknown>) =>
  sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

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
      'products.like_count',
      'products.chat_count',
      'products.view_count',
      'products.created_at',
      'products.bumped_at',
      'products.inspected_on',
      'users.id as user_id',
      'users.nickname as user_nickname',
      'users.city as user_city',
      'users.county as user_county',
      'users.business_verified as user_business_verified',
      'avatar.thumb_path as user_thumb_path',
    ])
    .select((eb) => [
      // A machine's pickup place is an area in every list (issue 28): its name only on its page.
      sql<string | null>`case when products.spec_template_id is null then products.place_name end`.as(
        'place_name',
      ),
      firstThumbPath(eb).as('thumb_path'),
      // Exact to the microsecond, for the keyset cursors (a JS Date keeps milliseconds only).
      timeKey(sql`products.created_at`).as('created_key'),
      timeKey(listedAt).as('listed_key'),
    ]);
}
export type ProductListRow = Awaited<ReturnType<ReturnType<typeof withSummaryColumns>['execute']>>[number];

/** The seller as a post's page and every write's checks read them: name, place, state and standing. */
const sellerColumns = [
  'users.nickname as user_nickname',
  'users.city as user_city',
  'users.county as user_county',
  'users.withdrawn_at as user_withdrawn_at',
  'users.suspended_at as user_suspended_at',
  'avatar.thumb_path as user_thumb_path',
  // The manner counts and trust score, for the seller card.
  'users.review_count as user_review_count',
  'users.public_review_count as user_public_review_count',
  'users.good_manner_count as user_good_manner_count',
  'users.bad_manner_count as user_bad_manner_count',
  'users.trust_score as user_trust_score',
  'users.business_verified as user_business_verified',
] as const;

/**
 * Every column of a post but `search_grams`: the search index's bigrams are hundreds of strings per
 * post that no page shows, and parsing them was a measurable part of a product page's cost.
 */
const postColumns = [
  'products.id',
  'products.user_id',
  'products.category_id',
  'products.type',
  'products.status',
  'products.buyer_id',
  'products.title',
  'products.price',
  'products.price_negotiable',
  'products.min_offer',
  'products.deal_price',
  'products.description',
  'products.keywords',
  'products.country',
  'products.city',
  'products.county',
  'products.place_name',
  'products.lat',
  'products.lon',
  'products.manufacturer',
  'products.model',
  'products.year_made',
  'products.condition_grade',
  'products.spec_template_id',
  'products.spec_template_version',
  'products.specs',
  'products.working_state',
  'products.assembly',
  'products.power_demo',
  'products.loading_methods',
  'products.checklist',
  'products.rigging_paid_by',
  'products.removal_deadline',
  'products.incoterm',
  'products.tax_invoice',
  'products.is_hidden',
  'products.like_count',
  'products.chat_count',
  'products.view_count',
  'products.created_at',
  'products.bumped_at',
  'products.bump_count',
  'products.inspected_on',
  'products.updated_at',
  'products.deleted_at',
] as const;

/** One product with its seller's state, for the detail page and every write's checks. */
export function findProduct(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  let query = productsWithSeller(db)
    .leftJoin('images as avatar', 'avatar.id', 'users.profile_image_id')
    .select(postColumns)
    .select(sellerColumns)
    .where('products.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('products');
  return query.executeTakeFirst();
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/**
 * Everything of one post that its page shows: the post with its seller, the photos (aggregated),
 * the buyer, and for this viewer whether a block stands between them, whether they like it and
 * whether this session already counted a view. A query to run with the seller's other posts in
 * the same statement (`findProductPage`).
 */
export function productDetailQuery(
  db: Db,
  id: number,
  viewer: { userId: number | null; viewerKey: string | null },
) {
  return (
    productsWithSeller(db)
      .leftJoin('images as avatar', 'avatar.id', 'users.profile_image_id')
      .leftJoin('users as buyer', 'buyer.id', 'products.buyer_id')
      .leftJoin('images as buyer_avatar', 'buyer_avatar.id', 'buyer.profile_image_id')
      // The seat who posted it under the business (issue 30).
      .leftJoin('users as poster', 'poster.id', 'products.seat_user_id')
      // The template at the version the post was written against.
      .leftJoin('spec_templates as spec_template', 'spec_template.id', 'products.spec_template_id')
      .leftJoin('spec_template_versions as spec_version', (join) =>
        join
          .onRef('spec_version.template_id', '=', 'products.spec_template_id')
          .onRef('spec_version.version', '=', 'products.spec_template_version'),
      )
      .select(postColumns)
      .select([
        'spec_template.slug as spec_slug',
        'spec_template.category_slug as spec_category_slug',
        'spec_template.titles as spec_titles',
        'spec_template.main_field as spec_main_field',
        'spec_version.fields as spec_fields',
        'spec_version.checklist as spec_checklist',
      ])
      .select([
        ...sellerColumns,
        'buyer.nickname as buyer_nickname',
        'buyer.city as buyer_city',
        'buyer.county as buyer_county',
        'buyer_avatar.thumb_path as buyer_thumb_path',
        'products.seat_user_id',
        'poster.nickname as poster_nickname',
      ])
      .select((eb) => [
        jsonArrayFrom(
          eb
            .selectFrom('product_images')
            .innerJoin('images', 'images.id', 'product_images.image_id')
            .select(['images.id', 'images.path', 'images.thumb_path'])
            .whereRef('product_images.product_id', '=', 'products.id')
            .orderBy('product_images.position'),
        ).as('images'),
        viewer.userId
          ? eb.not(whereNotBlockedBetween(viewer.userId, 'products.user_id')()).as('blocked')
          : sql<boolean>`false`.as('blocked'),
        viewer.userId
          ? eb
              .exists(
                eb
                  .selectFrom('likes')
                  .select('likes.id')
                  .where('likes.user_id', '=', viewer.userId)
                  .where('likes.likeable_type', '=', 'product')
                  .whereRef('likes.likeable_id', '=', 'products.id'),
              )
              .as('liked')
          : sql<boolean>`false`.as('liked'),
        viewer.viewerKey
          ? eb
              .exists(
                eb
                  .selectFrom('product_views')
                  .select('product_views.product_id')
                  .whereRef('product_views.product_id', '=', 'products.id')
                  .where('product_views.viewer_key', '=', viewer.viewerKey),
              )
              .as('viewed')
          : sql<boolean>`true`.as('viewed'),
      ])
      .where('products.id', '=', id)
  );
}
export type ProductDetailRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof productDetailQuery>['executeTakeFirst']>>
>;

/** Whether this session's view of the post is already counted (the product_views key). */
export async function hasViewed(db: Db, productId: number, viewerKey: string) {
  const row = await db
    .selectFrom('product_views')
    .select('product_id')
    .where('product_id', '=', productId)
    .where('viewer_key', '=', viewerKey)
    .executeTakeFirst();
  return row !== undefined;
}

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

export function isProductCategory(db: Db, id: number) {
  return db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .where('kind', '=', 'product')
    .executeTakeFirst()
    .then((row) => row !== undefined);
}
