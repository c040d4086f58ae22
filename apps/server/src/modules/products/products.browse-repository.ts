import {
  BROWSE_COUNTRIES,
  isSpecSort,
  LIVE_OFFER_STATUSES,
  type ProductSort,
  type SpecSort,
  type ProductStatus,
  type SellerKind,
} from '@steelyard/contracts';
import { sql, type RawBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.ts';
import { liveSeats } from '../businesses/seats.repository.ts';
import { reusable } from '../../db/reusable-queries.ts';
import {
  decodeDistanceCursor,
  distanceKmFrom,
  encodeDistanceCursor,
  withinCircle,
  type Circle,
} from '../../db/distance.ts';
import {
  NOT_HIDDEN,
  productDetailQuery,
  productsWithSeller,
  whereViewable,
  whereVisible,
  withSummaryColumns,
  listedAt,
  type ProductBase,
  type ProductListRow,
} from './products.repository.ts';
import { readCachePer } from '../../lib/read-cache.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { containsPattern } from '../../lib/search-text.ts';
import { wordSearchGrams } from '../../lib/search-grams.ts';

/** Lists of posts: browse and search with filters and keyset cursors, the histories, the admin list. */

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
  /** The posts of whoever wrote this post (a post page's "other posts", read beside the post). */
  sellerOfProductId?: number;
  manufacturer?: string;
  conditionGrade?: string;
  yearFrom?: number;
  yearTo?: number;
  /** Spec filters (issue 28): a template's slug, ranges of the figures kept in columns. */
  kind?: string;
  hoursFrom?: number;
  hoursTo?: number;
  powerFrom?: number;
  powerTo?: number;
  weightFrom?: number;
  weightTo?: number;
  /** The kind's main figure: only with `kind`. */
  mainFrom?: number;
  mainTo?: number;
  working?: string;
  loading?: boolean;
  /** Verified businesses' posts or private sellers' (the seller is joined by id: no scan of its own). */
  sellerKind?: SellerKind;
  /** Posts whose pin lies within `km` of the point (issue 29). */
  near?: Circle;
}

type RangeColumn =
  'products.spec_hours' | 'products.spec_power_kw' | 'products.spec_weight_kg' | 'products.spec_main';

/** A figure between `from` and `to` (either may be open); each figure has its own partial index. */
function inRange(query: ProductBase, column: RangeColumn, from?: number, to?: number): ProductBase {
  let ranged = query;
  if (from !== undefined) ranged = ranged.where(column, '>=', from);
  if (to !== undefined) ranged = ranged.where(column, '<=', to);
  return ranged;
}

/** The spec filters; the loading predicate is the one of `products_visible_loading_idx`, to the letter. */
function applySpecFilters(base: ProductBase, filters: ProductFilters): ProductBase {
  let query = base;
  const { kind } = filters;
  if (kind) {
    query = query.where('products.spec_template_id', '=', (eb) =>
      eb.selectFrom('spec_templates').select('spec_templates.id').where('spec_templates.slug', '=', kind),
    );
    query = inRange(query, 'products.spec_main', filters.mainFrom, filters.mainTo);
  }
  query = inRange(query, 'products.spec_hours', filters.hoursFrom, filters.hoursTo);
  query = inRange(query, 'products.spec_power_kw', filters.powerFrom, filters.powerTo);
  query = inRange(query, 'products.spec_weight_kg', filters.weightFrom, filters.weightTo);
  if (filters.working) query = query.where('products.working_state', '=', filters.working);
  if (filters.loading)
    query = query.where(sql<boolean>`products.loading_methods && '{forklift,crane,loading_dock}'::text[]`);
  return query;
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
  if (filters.sellerOfProductId) {
    const postId = filters.sellerOfProductId;
    query = query.where('products.user_id', '=', (eb) =>
      eb.selectFrom('products as of_post').select('of_post.user_id').where('of_post.id', '=', postId),
    );
  }
  if (filters.manufacturer)
    query = query.where('products.manufacturer', 'ilike', containsPattern(filters.manufacturer));
  if (filters.conditionGrade) query = query.where('products.condition_grade', '=', filters.conditionGrade);
  if (filters.yearFrom !== undefined) query = query.where('products.year_made', '>=', filters.yearFrom);
  if (filters.yearTo !== undefined) query = query.where('products.year_made', '<=', filters.yearTo);
  if (filters.word) query = whereMatchesWord(query, filters.word);
  if (filters.sellerKind)
    query = query.where('users.business_verified', '=', filters.sellerKind === 'business');
  if (filters.near) query = query.where(withinCircle('products', filters.near));
  return applySpecFilters(query, filters);
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

/**
 * A common word's search walks the newest posts instead of the bigram index. The GIN index finds
 * every post holding the word's bigrams, and for a word in one post of ten that is thousands of
 * rows to fetch, re-check and sort for a page of 20; walking the newest-first index and stopping at
 * the 20th match reads a few hundred. Which words are common comes from PostgreSQL's own element
 * statistics of `search_grams` (pg_stats, refreshed by ANALYZE), read once every 10 minutes: a
 * word is common when its rarest bigram is in at least 1% of posts. The walk reads at most the
 * newest 4,000 posts; when that holds fewer than a page of matches, the index search runs after all.
 */
const COMMON_GRAM_FREQUENCY = 0.01;
const NEWEST_WALK = 4000;
const GRAM_STATS_TTL_MS = 10 * 60_000;

interface GramStats {
  frequencies: Map<string, number>;
  /** An upper bound for a bigram outside the statistics' most common elements. */
  floor: number;
}
const gramStatsReads = readCachePer<Db, GramStats | null>({
  name: 'search-gram-stats',
  ttlMs: GRAM_STATS_TTL_MS,
  max: 1,
});

function readGramStats(db: Db): Promise<GramStats | null> {
  return sql<{ elems: string[]; freqs: number[] }>`
    select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs
    from pg_stats where schemaname = current_schema() and tablename = 'products' and attname = 'search_grams'`
    .execute(db)
    .then(({ rows: [row] }) => {
      if (!row?.elems?.length) return null;
      // After one frequency per element come the minimum, the maximum and the null frequency.
      const frequencies = new Map(row.elems.map((gram, i) => [gram, Number(row.freqs[i])]));
      return { frequencies, floor: Number(row.freqs[row.elems.length]) };
    });
}

function gramStats(db: Db): Promise<GramStats | null> {
  return gramStatsReads(db).get('stats', () => readGramStats(db).catch(() => null));
}

/** Whether every bigram of the word is in at least 1% of posts (so the word may well be). */
export async function isCommonWord(db: Db, word: string): Promise<boolean> {
  const grams = wordSearchGrams(word);
  const stats = grams.length > 0 ? await gramStats(db) : null;
  if (!stats) return false;
  return (
    Math.min(...grams.map((gram) => stats.frequencies.get(gram) ?? stats.floor)) >= COMMON_GRAM_FREQUENCY
  );
}

/** The newest posts a viewer may be shown, at most NEWEST_WALK of them, from the newest-first index. */
function newestPosts(db: Db, cursor: LatestCursor | null) {
  let query = db
    .selectFrom('products')
    .selectAll()
    .where('deleted_at', 'is', null)
    .where('is_hidden', '=', NOT_HIDDEN);
  if (cursor) query = query.where(listedBefore(cursor));
  return query.orderBy(listedAt, 'desc').orderBy('id', 'desc').limit(NEWEST_WALK).as('products');
}

/** Where a keyset page starts: after this row in the list's order. */
export type ProductCursor =
  | { sort: 'latest'; timeKey: string; id: number }
  | { sort: 'popular'; likeCount: number; id: number }
  | { sort: 'distance'; distanceKm: number; id: number }
  | { sort: SpecSort; value: number; id: number };

/** The sorts by a machine's figure, each by its column and direction (issue 28). */
const SPEC_SORT_COLUMNS: Record<
  SpecSort,
  { column: RangeColumn | 'products.year_made'; descending: boolean }
> = {
  year: { column: 'products.year_made', descending: true },
  hours: { column: 'products.spec_hours', descending: false },
  main: { column: 'products.spec_main', descending: true },
};

/**
 * A list row; with a point, how far its pin is (the exact float the order and the cursor use);
 * sorted by a machine's figure, that figure.
 */
export type PlacedListRow = ProductListRow & { distance_km?: number | null; sort_value?: number | null };
export type LatestCursor = Extract<ProductCursor, { sort: 'latest' }>;
/** A keyset's order: the list's sorts, and 'posted' (newest post first: the purchase history). */
export type CursorOrder = ProductSort | 'posted';

/** The rows after a newest-listed cursor: (listed time, id) below the cursor's. */
const listedBefore = (cursor: LatestCursor) =>
  sql<boolean>`(${listedAt}, products.id) < (${cursor.timeKey}::timestamptz, ${cursor.id})`;

/** The rows after a newest-posted cursor: (created_at, id) below the cursor's. */
const postedBefore = (cursor: LatestCursor) =>
  sql<boolean>`(products.created_at, products.id) < (${cursor.timeKey}::timestamptz, ${cursor.id})`;

export function encodeCursor(row: PlacedListRow, order: CursorOrder): string {
  if (order === 'distance') return encodeDistanceCursor(row);
  const payload =
    order === 'popular'
      ? { p: row.like_count, i: row.id }
      : isSpecSort(order)
        ? { v: row.sort_value, i: row.id }
        : { t: order === 'latest' ? row.listed_key : row.created_key, i: row.id };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** The cursor of the page after `rows` (a full page), or null when `rows` is the last page. */
export function nextCursorOf(rows: PlacedListRow[], perPage: number, order: CursorOrder): string | null {
  const last = rows.at(-1);
  return last && rows.length === perPage ? encodeCursor(last, order) : null;
}

/** The cursor of the wire for `sort`, or null when it is not one this server handed out. */
export function decodeCursor<S extends ProductSort>(
  cursor: string,
  sort: S,
): Extract<ProductCursor, { sort: S }> | null {
  return parseCursor(cursor, sort) as Extract<ProductCursor, { sort: S }> | null;
}

function parseCursor(cursor: string, sort: ProductSort): ProductCursor | null {
  if (sort === 'distance') {
    const after = decodeDistanceCursor(cursor);
    return after && { sort, ...after };
  }
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (!Number.isInteger(value.i)) return null;
    const id = value.i as number;
    if (sort === 'popular')
      return Number.isInteger(value.p) ? { sort, likeCount: value.p as number, id } : null;
    if (isSpecSort(sort))
      return typeof value.v === 'number' && Number.isFinite(value.v) ? { sort, value: value.v, id } : null;
    if (typeof value.t === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(value.t))
      return { sort, timeKey: value.t, id };
    return null;
  } catch {
    return null;
  }
}

/**
 * Totals of page-paged lists, kept 10 seconds per query (its SQL and values, the viewer's blocks
 * included): counting every match of a broad list costs more than the page itself (~380 ms over
 * 97,000 posts), and the same first pages are asked for again and again. A total may lag new posts
 * by those seconds; the rows never do.
 */
const countCache = createTtlCache<Promise<number>>({ name: 'product-list-totals', ttlMs: 10_000, max: 500 });

function countCached(query: {
  compile(): { sql: string; parameters: readonly unknown[] };
  executeTakeFirstOrThrow(): Promise<{ total: number | string | bigint }>;
}) {
  const compiled = query.compile();
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  let total = countCache.get(key);
  if (!total) {
    total = query.executeTakeFirstOrThrow().then((row) => Number(row.total));
    countCache.set(key, total);
    total.catch(() => undefined);
  }
  return total;
}

/**
 * The matches of a filtered list, counted up to `cap`: the count reads at most `cap + 1` rows of
 * the index the filters use, so a broad filter costs no more than that (kept 10 s, above).
 */
export async function countMatchesUpTo(db: Db, base: ProductBase, cap: number) {
  const bounded = base
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1)
    .as('bounded');
  const found = await countCached(
    db.selectFrom(bounded).select((eb) => eb.fn.countAll<number>().as('total')),
  );
  return { count: Math.min(found, cap), capped: found > cap };
}

/**
 * The public list and search. With `cursor` (keyset on (listed time, id) or (like_count, id)) no
 * total is counted; with `offset` the total comes along for page paging (kept 10 s, above).
 * `countUpTo` also counts the matches, up to that cap (`countMatchesUpTo`).
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
    countUpTo?: number;
  },
) {
  const { word, ...otherFilters } = options.filters;
  const isPlainPage =
    options.sort === 'latest' && !options.offset && !options.withTotal && options.countUpTo === undefined;
  if (
    word &&
    isPlainPage &&
    Object.values(otherFilters).every((v) => v === undefined) &&
    (await isCommonWord(db, word))
  ) {
    const cursor = options.cursor?.sort === 'latest' ? options.cursor : null;
    const walked = await withSummaryColumns(
      whereMatchesWord(whereVisible(productsWithSeller(db, newestPosts(db, cursor)), options), word),
    )
      .orderBy(listedAt, 'desc')
      .orderBy('products.id', 'desc')
      .limit(options.limit)
      .execute();
    if (walked.length === options.limit) return { rows: walked, total: null, matches: null };
  }
  const filtered = applyFilters(whereVisible(productsWithSeller(db), options), options.filters);
  // Sorted by a machine's figure, only machines that give it (counted alike).
  const specSort = isSpecSort(options.sort) ? SPEC_SORT_COLUMNS[options.sort] : null;
  const base = specSort ? filtered.where(specSort.column, 'is not', null) : filtered;
  const { near } = options.filters;
  const distance = near ? distanceKmFrom('products', near) : null;
  const distanceColumn: RawBuilder<number | null> = distance ?? sql`null::float8`;
  let rows = withSummaryColumns(base).select(distanceColumn.as('distance_km'));
  const cursor = options.cursor;
  if (specSort) {
    // The id breaks ties in the figure's direction, as in the cursor.
    const { column, descending } = specSort;
    const direction = descending ? 'desc' : 'asc';
    rows = rows.select(sql<number>`${sql.ref(column)}::float8`.as('sort_value'));
    if (cursor && 'value' in cursor)
      rows = rows.where(
        sql<boolean>`(${sql.ref(column)}, products.id) ${sql.raw(descending ? '<' : '>')} (${cursor.value}, ${cursor.id})`,
      );
    rows = rows.orderBy(column, direction).orderBy('products.id', direction);
  } else if (options.sort === 'distance' && distance) {
    // Nearest first; the id breaks ties (two posts at one pin), as in the cursor.
    if (cursor?.sort === 'distance')
      rows = rows.where(
        sql<boolean>`(${distance}, products.id) > (${cursor.distanceKm}::float8, ${cursor.id})`,
      );
    rows = rows.orderBy(distance).orderBy('products.id');
  } else if (options.sort === 'popular') {
    if (cursor?.sort === 'popular')
      rows = rows.where(
        sql<boolean>`(products.like_count, products.id) < (${cursor.likeCount}, ${cursor.id})`,
      );
    rows = rows.orderBy('products.like_count', 'desc').orderBy('products.id', 'desc');
  } else {
    if (cursor?.sort === 'latest') rows = rows.where(listedBefore(cursor));
    rows = rows.orderBy(listedAt, 'desc').orderBy('products.id', 'desc');
  }
  // The page size in the text (a handful of sizes, so a handful of statements): PostgreSQL plans a
  // prepared statement once for all values only when its LIMIT is known. A word's or a point's
  // best plan depends on the word or the point, so theirs stay planned for each read.
  rows = rows.limit(word || near ? options.limit : sql.lit(options.limit));
  if (options.offset) rows = rows.offset(options.offset);
  const [list, total, matches] = await Promise.all([
    rows.execute(),
    options.withTotal ? countCached(base.select((eb) => eb.fn.countAll<number>().as('total'))) : null,
    options.countUpTo === undefined ? null : countMatchesUpTo(db, base, options.countUpTo),
  ]);
  return { rows: list, total, matches };
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
      .select('products.bump_count')
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
 * named when a trade completes, or when an accepted price offer reserves the post (in progress).
 */
export function listPurchasedProducts(
  db: Db,
  options: { userId: number; statuses: ProductStatus[]; cursor: LatestCursor | null; limit: number },
) {
  const { userId, statuses, cursor, limit } = options;
  const firstIds = (base: ProductBase) =>
    db
      .selectFrom(
        (cursor ? base.where(postedBefore(cursor)) : base)
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
      .where('products.status', 'in', statuses),
  );
  const ids = wanted.unionAll(bought);
  return withSummaryColumns(productsWithSeller(db).where('products.id', 'in', ids))
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .execute();
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

/**
 * The viewer's own live offer on the post, if any (at most one: the `offers_one_live` index,
 * which this reads), as the post's page shows it in place of 'Make an offer'.
 */
function viewerLiveOffer(db: Db, productId: number, viewerId: number) {
  return jsonObjectFrom(
    db
      .selectFrom('offers')
      .select(['id', 'room_id', 'amount', 'currency', 'status', 'expires_at'])
      .where('product_id', '=', productId)
      .where('buyer_id', '=', viewerId)
      .where('status', 'in', LIVE_OFFER_STATUSES),
  );
}

/** What a post's page statement is built from: the viewer's parts are null for a visitor. */
interface PageValues extends Record<string, string | number | null> {
  id: number;
  userId: number | null;
  viewerKey: string | null;
  minPriceForShow: number;
  sellerPostsMax: number;
}

/**
 * The statement of a post's page (`findProductPage`), built and compiled once per shape (a
 * visitor's or a member's, with or without a view key) and reused (`reusable`).
 */
const productPageStatement = reusable((db: Db, values: PageValues) => {
  const { id, userId } = values;
  const sellerPosts = withSummaryColumns(
    applyFilters(whereVisible(productsWithSeller(db), { ...values, viewerId: userId }), {
      sellerOfProductId: id,
    }),
  )
    .select(sql<number>`count(*) over ()`.as('all_rows'))
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(values.sellerPostsMax);
  return (
    productDetailQuery(db, id, values)
      .select(jsonArrayFrom(sellerPosts).as('seller_posts'))
      // Another live post of the same maker and serial (its seller is told; never anyone else, so
      // only the seller's read looks).
      .select(
        userId === null
          ? sql<boolean>`false`.as('serial_twin')
          : sql<boolean>`products.user_id = ${userId} and exists (select 1 from products as twin
            where twin.serial_key = products.serial_key and twin.id <> products.id
            and twin.deleted_at is null)`.as('serial_twin'),
      )
      .select(
        userId === null
          ? sql<null>`null`.as('viewer_offer')
          : viewerLiveOffer(db, id, userId).as('viewer_offer'),
      )
      // Whether the member holds a live seat of the seller's business (issue 30): they act for the
      // seller, read in the same statement so a member's page stays one.
      .select(
        userId === null
          ? sql<boolean>`false`.as('viewer_seat')
          : sql<boolean>`exists (${liveSeats(db)
              .select('seat.id')
              .where('seat.user_id', '=', userId)
              .where(sql<boolean>`seat.owner_id = products.user_id`)})`.as('viewer_seat'),
      )
  );
});

/**
 * A post's page in one statement: the post with its photos, seller, buyer and the viewer's
 * standing (`productDetailQuery`), and the seller's shown posts (this one among them), newest
 * first, at most `sellerPostsMax`, aggregated as JSON; each carries the number of all of them (a
 * window count runs before LIMIT). Undefined when no post has this id.
 */
export async function findProductPage(
  db: Db,
  id: number,
  viewer: { userId: number | null; viewerKey: string | null },
  options: { minPriceForShow: number; sellerPostsMax: number },
) {
  const statement = productPageStatement(db, { id, ...viewer, ...options });
  const [found] = (await db.executeQuery(statement)).rows;
  if (!found) return undefined;
  const {
    seller_posts: posts,
    serial_twin: serialTwin,
    viewer_offer: viewerOffer,
    viewer_seat: viewerSeat,
    ...row
  } = found;
  return {
    row,
    serialTwin: Boolean(serialTwin),
    viewerSeat: Boolean(viewerSeat),
    viewerOffer: viewerOffer && { ...viewerOffer, expires_at: new Date(viewerOffer.expires_at) },
    // JSON carries the time as text: back to a Date, as the list query gives it.
    sellerPosts: posts.map(({ all_rows: _count, ...post }) => ({
      ...post,
      created_at: new Date(post.created_at),
      bumped_at: post.bumped_at === null ? null : new Date(post.bumped_at),
    })),
    sellerPostCount: Number(posts[0]?.all_rows ?? 0),
  };
}
