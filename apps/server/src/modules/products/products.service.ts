import {
  currencyOfCountry,
  LIMITS,
  type ProductCreateInput,
  type ProductInput,
  type ProductListQuery,
  type ProductStatus,
  type PurchaseListQuery,
  type PurchaseTab,
} from '@steelyard/contracts';
import { insertAdminAudit } from '../audits/audits.repository.ts';
import { announce, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, ValidationError } from '../../http/errors.ts';
import { circleOfQuery } from '../../http/near-query.ts';
import type { Notifier } from '../alarms/alarms.service.ts';
import { findSettings } from '../catalog/catalog.repository.ts';
import { alertKeywordSubscribers } from '../keywords/keywords.service.ts';
import { alertSpecSubscribers } from '../keywords/spec-alerts.service.ts';
import { alertFollowers } from './follower-alerts.ts';
import { runDeskChecks } from './desk-checks.ts';
import { serialKeyOf } from './serial-checks.ts';
import { alertPriceDrop } from './price-drops.ts';
import { findLiveUser } from '../users/users.repository.ts';
import { canBeTradePartner, canViewProduct, isSeller } from './products.policy.ts';
import { actsForSeller, posterOf } from './business-posts.ts';
import type { ProductDetailParts } from './products.presenter.ts';
import type { ProductViewCounter } from './product-views.ts';
import {
  decodeCursor,
  listOwnProducts,
  listPurchasedProducts,
  findProductPage,
  listVisibleProducts,
  nextCursorOf,
} from './products.browse-repository.ts';
import {
  findProduct,
  isProductCategory,
  type ProductDetailRow,
  type ProductRow,
} from './products.repository.ts';
import {
  insertProduct,
  lockAttachableProductImages,
  isVerifiedBusiness,
  replaceProductImages,
  setProductStatus,
  softDeleteProduct,
  transferImages,
  updateProduct,
} from './products.write-repository.ts';
import { productSearchGrams } from '../../lib/search-grams.ts';
import { checkSpecs } from '../specs/specs.service.ts';

const minPriceForShow = async (db: Db) => (await findSettings(db))?.min_price_for_show ?? 0;

/**
 * Browse and search. `cursor` present (even empty) means keyset paging without a total; otherwise
 * page paging with a total. Both hand out the cursor of the page's last row.
 */
/** The first page of a list: of keyset paging (an empty cursor) or of page paging (page 1). */
export const isFirstPage = (query: ProductListQuery) =>
  query.cursor === '' || (query.cursor === undefined && query.page === 1);

export async function browseProducts(db: Db, viewerId: number | null, query: ProductListQuery) {
  const near = circleOfQuery(query, query.sort === 'distance');
  if (query.sort === 'main' && !query.kind) throw ValidationError.field('sort', 'product.kind_required');
  const keyset = query.cursor !== undefined;
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  if (query.cursor && !cursor) throw ValidationError.field('cursor', 'validation.invalid');
  const { rows, total, matches } = await listVisibleProducts(db, {
    viewerId,
    minPriceForShow: await minPriceForShow(db),
    filters: {
      word: query.word,
      categoryId: query.category_id,
      type: query.type,
      country: query.country,
      city: query.city,
      county: query.county,
      minPrice: query.min_price,
      maxPrice: query.max_price,
      userId: query.user_id,
      manufacturer: query.manufacturer,
      conditionGrade: query.condition_grade,
      yearFrom: query.year_from,
      yearTo: query.year_to,
      kind: query.kind,
      hoursFrom: query.hours_from,
      hoursTo: query.hours_to,
      powerFrom: query.power_from,
      powerTo: query.power_to,
      weightFrom: query.weight_from,
      weightTo: query.weight_to,
      mainFrom: query.main_from,
      mainTo: query.main_to,
      working: query.working,
      loading: query.loading === '1' ? true : undefined,
      sellerKind: query.seller,
      near,
    },
    sort: query.sort,
    limit: query.per_page,
    offset: keyset ? undefined : (query.page - 1) * query.per_page,
    cursor,
    withTotal: !keyset,
    // The matches are counted once, with a keyset list's first page.
    countUpTo: query.count && query.cursor === '' ? LIMITS.matchCountCap : undefined,
  });
  return { rows, total, matches, nextCursor: nextCursorOf(rows, query.per_page, query.sort), keyset };
}

/** The back office's limit of bumps in a post's life. */
export const bumpLimitOf = async (db: Db) => (await findSettings(db))?.bump_limit ?? LIMITS.bumpLimitDefault;

/** The seller's sales history by tab (`listOwnProducts`), with the bump limit their rows are shown under. */
export async function listSalesHistory(db: Db, options: Parameters<typeof listOwnProducts>[1]) {
  const [{ rows, total }, bumpLimit] = await Promise.all([listOwnProducts(db, options), bumpLimitOf(db)]);
  return { rows, total, bumpLimit };
}

/** The statuses of each purchase history tab: a purchase is a trade under way or done. */
const PURCHASE_TAB_STATUSES: Record<PurchaseTab, ProductStatus[]> = {
  all: ['trading', 'completed'],
  trading: ['trading'],
  completed: ['completed'],
};

/** The member's purchase history by tab, newest post first, keyset-paged (listPurchasedProducts). */
export async function listPurchases(db: Db, userId: number, query: PurchaseListQuery) {
  const cursor = query.cursor ? decodeCursor(query.cursor, 'latest') : null;
  if (query.cursor && !cursor) throw ValidationError.field('cursor', 'validation.invalid');
  const rows = await listPurchasedProducts(db, {
    userId,
    statuses: PURCHASE_TAB_STATUSES[query.tab],
    cursor,
    limit: query.per_page,
  });
  return { rows, nextCursor: nextCursorOf(rows, query.per_page, 'posted') };
}

/**
 * Whether a post's page opens for the viewer: while it is not deleted, to whoever acts for its
 * seller (`isMine`); to others, viewable (products.policy.ts) with no block between them.
 */
const opensFor = ({ row, parts }: ProductPage, viewerId: number | null) =>
  parts.isMine ? !row.deleted_at : canViewProduct(row, viewerId) && !row.blocked;

/** Who reads a post's page: a member or a visitor, and the session a view is counted for (null: none). */
export interface PageViewer {
  userId: number | null;
  viewerKey: string | null;
}

/** A post and what its page shows (`readProductPage`), before the view count of this request. */
export interface ProductPage {
  row: ProductDetailRow;
  parts: Omit<ProductDetailParts, 'row'>;
}

/**
 * A post and what its page shows, in one statement (`findProductPage`): the post with its photos,
 * buyer and the viewer's standing, and the seller's shown posts with their number.
 */
export async function readProductPage(db: Db, id: number, viewer: PageViewer): Promise<ProductPage | null> {
  const settings = await findSettings(db);
  const page = await findProductPage(db, id, viewer, {
    minPriceForShow: settings?.min_price_for_show ?? 0,
    sellerPostsMax: LIMITS.sellerOtherProducts + 1,
  });
  if (!page) return null;
  const { row } = page;
  // The seller, or a live seat of the seller's business (`actsForSeller`, read by the statement).
  const mine = isSeller(row, viewer.userId) || page.viewerSeat;
  const showBuyer = row.buyer_id !== null && (mine || row.buyer_id === viewer.userId);
  return {
    row,
    parts: {
      images: row.images,
      sellerProductCount: page.sellerPostCount,
      sellerProducts: page.sellerPosts.filter((p) => p.id !== row.id).slice(0, LIMITS.sellerOtherProducts),
      buyer:
        showBuyer && row.buyer_nickname !== null
          ? {
              id: row.buyer_id as number,
              nickname: row.buyer_nickname,
              city: row.buyer_city,
              county: row.buyer_county,
              thumb_path: row.buyer_thumb_path,
            }
          : null,
      liked: Boolean(row.liked),
      viewerOffer: page.viewerOffer,
      isMine: mine,
      bumpLimit: settings?.bump_limit ?? LIMITS.bumpLimitDefault,
      serialTwin: mine && page.serialTwin,
    },
  };
}

/**
 * The detail page of a post read for this viewer (`readProductPage`): 404 when the post is gone,
 * hidden from the viewer, or a block stands between them. A view is counted once per viewer key
 * (the session) and product, never the author's own; it is written a moment later (`views`), and
 * the count shown includes it.
 */
export function showProductPage(
  page: ProductPage | null,
  viewer: PageViewer,
  views: ProductViewCounter,
): ProductDetailParts {
  if (!page || !opensFor(page, viewer.userId)) throw notFound();
  const { row, parts } = page;
  let viewCount = row.view_count + views.pendingOf(row.id);
  if (viewer.viewerKey && !parts.isMine && !row.viewed && views.note(row.id, viewer.viewerKey))
    viewCount += 1;
  return { row: { ...row, view_count: viewCount }, ...parts };
}

/** The detail page, read for this viewer alone (a member's: blocks and likes are their own). */
export async function showProduct(db: Db, id: number, viewer: PageViewer, views: ProductViewCounter) {
  return showProductPage(await readProductPage(db, id, viewer), viewer, views);
}

/** The detail as an admin sees it: deleted and hidden posts too. */
export async function showProductForAdmin(db: Db, id: number): Promise<ProductDetailParts> {
  const detail = await readProductPage(db, id, { userId: null, viewerKey: null });
  if (!detail) throw notFound();
  return { row: detail.row, ...detail.parts };
}

/**
 * The row's values of a post. With a template, its values are checked (`checkSpecs`) and its
 * maker, model and year stand for the post's own fields.
 */
async function productValues(db: Db, input: ProductInput) {
  const specs = await checkSpecs(db, input);
  return {
    category_id: input.category_id,
    type: input.type,
    title: input.title,
    price: input.price ?? null,
    price_negotiable: input.price_negotiable,
    min_offer: input.min_offer ?? null,
    description: input.description,
    place_name: input.place_name ?? null,
    lat: input.lat ?? null,
    lon: input.lon ?? null,
    manufacturer: specs.maker ?? input.manufacturer ?? null,
    serial_key: serialKeyOf(specs.maker ?? input.manufacturer, specs.serial),
    model: specs.model ?? input.model ?? null,
    year_made: specs.year ?? input.year_made ?? null,
    condition_grade: input.condition_grade ?? null,
    keywords: input.keywords,
    search_grams: productSearchGrams(input),
    ...specs.columns,
    working_state: input.working_state ?? null,
    assembly: input.assembly ?? null,
    power_demo: input.power_demo ?? null,
    loading_methods: input.loading_methods,
    rigging_paid_by: input.rigging_paid_by ?? null,
    removal_deadline: input.removal_deadline ?? null,
    incoterm: input.incoterm ?? null,
    tax_invoice: input.tax_invoice ?? null,
  };
}

/**
 * The category and photos of a post its seller writes, or a seat of the seller's business (the
 * actor): the photos are the seller's or the actor's own uploads, and the actor's become the
 * seller's, as an admin's do (whoever acts for the business edits them later).
 */
async function checkCategoryAndImages(
  db: Db,
  input: ProductInput,
  by: { sellerId: number; actorId: number },
  productId?: number,
) {
  if (!(await isProductCategory(db, input.category_id)))
    throw ValidationError.field('category_id', 'product.category_required');
  const ids = input.image_ids;
  const sellers = await lockAttachableProductImages(db, by.sellerId, ids, productId);
  const actors =
    by.actorId === by.sellerId ? [] : await lockAttachableProductImages(db, by.actorId, ids, productId);
  if (sellers.length + actors.length !== ids.length)
    throw ValidationError.field('image_ids', 'product.image_unavailable');
  if (input.tax_invoice && !(await isVerifiedBusiness(db, by.sellerId)))
    throw ValidationError.field('tax_invoice', 'product.tax_invoice_business_only');
  await transferImages(db, actors, by.sellerId);
}

/** Two requests racing for one image: the unique index refuses the second; answer like a taken image. */
async function mapImageRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw ValidationError.field('image_ids', 'product.image_unavailable');
    throw error;
  }
}

type Seller = { id: number; country: string | null; city: string | null; county: string | null };

/**
 * The rows of a new post and its photos, inside the caller's transaction; `seatUserId`: the seat
 * who posts it under the seller's business.
 */
async function insertPost(
  trx: Db,
  seller: Seller,
  input: ProductInput,
  requestCountry: string,
  seatUserId: number | null = null,
) {
  await checkCategoryAndImages(trx, input, { sellerId: seller.id, actorId: seatUserId ?? seller.id });
  const id = await insertProduct(trx, {
    ...(await productValues(trx, input)),
    user_id: seller.id,
    seat_user_id: seatUserId,
    country: seller.country ?? requestCountry,
    city: input.city ?? seller.city,
    county: input.county ?? seller.county,
  });
  await replaceProductImages(trx, id, input.image_ids);
  return id;
}

/**
 * After a new post's commit: the members whose keyword or spec alert it matches, its seller's followers, and
 * the desk's checks (`runDeskChecks`).
 */
async function alertNewPost(notifier: Notifier, post: { id: number; user_id: number }) {
  await alertKeywordSubscribers(notifier, post.id);
  await alertSpecSubscribers(notifier, post.id);
  await alertFollowers(notifier, post);
  await runDeskChecks(notifier.db, post.id, notifier.log);
}

/**
 * Registers a member's post with its already uploaded photos, in one transaction: their own, or
 * with `as_business` their business's (`posterOf`); after the commit, the members whose keyword
 * alert it matches and the seller's followers are told (with a notifier).
 */
export async function createProduct(
  db: Db,
  userId: number,
  { as_business: asBusiness, ...input }: ProductCreateInput,
  requestCountry: string,
  notifier?: Notifier,
) {
  const post = await mapImageRace(() =>
    db.transaction().execute(async (trx) => {
      const { seller, seatUserId } = await posterOf(trx, userId, asBusiness);
      return { id: await insertPost(trx, seller, input, requestCountry, seatUserId), user_id: seller.id };
    }),
  );
  announce(db, publicProductsChanged);
  if (notifier) await alertNewPost(notifier, post);
  return post.id;
}

/**
 * An admin posts on behalf of a live member: the photos the admin uploaded for it become the
 * member's (so the member can edit the post later), and a `product.create` audit row is written,
 * all in one transaction; keyword and follower alerts follow the commit as for a member's post.
 */
export async function createProductAsAdmin(
  db: Db,
  adminId: number,
  input: ProductInput & { user_id: number },
  requestCountry: string,
  notifier?: Notifier,
) {
  const productId = await mapImageRace(() =>
    db.transaction().execute(async (trx) => {
      const seller = await findLiveUser(trx, input.user_id);
      if (!seller) throw ValidationError.field('user_id', 'product.member_invalid');
      const images = await lockAttachableProductImages(trx, adminId, input.image_ids);
      if (images.length !== input.image_ids.length)
        throw ValidationError.field('image_ids', 'product.image_unavailable');
      await transferImages(trx, images, seller.id);
      const id = await insertPost(trx, seller, input, requestCountry);
      const { image_ids, user_id, ...fields } = input;
      await insertAdminAudit(trx, {
        adminId,
        action: 'product.create',
        subjectType: 'product',
        subjectId: id,
        changes: { after: { ...fields, user_id, image_ids } },
      });
      return id;
    }),
  );
  announce(db, publicProductsChanged);
  if (notifier) await alertNewPost(notifier, { id: productId, user_id: input.user_id });
  return productId;
}

/**
 * Loads a live product for a write by its author or a live seat of the author's business
 * (`actsForSeller`): 404 when gone, 403 for anyone else.
 */
export async function lockOwnProduct(trx: Db, id: number, userId: number) {
  const row = await findProduct(trx, id, { forUpdate: true });
  if (!row || row.deleted_at) throw notFound();
  if (!(await actsForSeller(trx, row, userId))) throw forbidden('product.owner_only');
  return row;
}

/**
 * The edit form: every field, photos reordered, removed or added; then keyword alerts (see
 * create), and, when the price went down, the price-drop alarms of the post's likers.
 */
export async function editProduct(
  db: Db,
  id: number,
  userId: number,
  input: ProductInput,
  notifier?: Notifier,
) {
  const before = await mapImageRace(() =>
    db.transaction().execute(async (trx) => {
      const row = await lockOwnProduct(trx, id, userId);
      await checkCategoryAndImages(trx, input, { sellerId: row.user_id, actorId: userId }, id);
      await updateProduct(trx, id, {
        ...(await productValues(trx, input)),
        city: input.city ?? row.city,
        county: input.county ?? row.county,
        // The last edit of the content: an inspection report filed before it shows 'before the last edit'.
        edited_at: new Date(),
      });
      await replaceProductImages(trx, id, input.image_ids);
      return row;
    }),
  );
  announce(db, publicProductsChanged);
  if (!notifier) return;
  await alertKeywordSubscribers(notifier, id);
  await alertSpecSubscribers(notifier, id);
  await runDeskChecks(db, id, notifier.log);
  await alertPriceDrop(notifier, before, {
    id,
    user_id: before.user_id,
    title: input.title,
    currency: currencyOfCountry(before.country),
    before: before.price ?? 0,
    after: input.price ?? 0,
  });
}

/** A post's trade status and other party, before and after a change. */
export interface TradeState {
  status: string;
  buyer_id: number | null;
}

/**
 * What a trade asks of the modules above products, given by the app's composition (app.ts,
 * admin-routes.ts): chats knows who talked about a post, reviews keeps a trade's reviews and the
 * parties' trust. Passed in, so that products imports neither.
 */
export interface TradeHooks {
  /** Whether the member chatted with the seller about the post (a room with messages). */
  hasChattedAbout: (trx: Db, productId: number, userId: number) => Promise<boolean>;
  /** The trade changed, in the caller's transaction: its reviews and the parties' trust follow. */
  tradeChanged: (
    trx: Db,
    before: TradeState & { id: number; user_id: number },
    after: TradeState,
  ) => Promise<void>;
  /**
   * After the commit of a post's status, hiding or deletion: the price offers it ends (sold,
   * reserved, hidden, deleted, or an accepted one set back) end, and their rooms are told; every
   * open page of the post is told it changed.
   */
  postChanged: (productId: number) => Promise<void>;
}

/**
 * After the commit of a write to a post's status, visibility or life: the kept lists and pages
 * drop it, and what the post's state ends (its price offers) ends.
 */
async function postWritten(db: Db, id: number, trade: Pick<TradeHooks, 'postChanged'>) {
  announce(db, publicProductsChanged);
  await trade.postChanged(id);
}

/**
 * Changes the trade status (seller only). Completing names the other party: a live member who
 * chatted with the seller about the post (a room with messages). Leaving `completed` clears the
 * other party and cancels the reviews exchanged for the trade, in this transaction (the web asks
 * for confirmation first); the parties' trust scores follow.
 */
export async function changeProductStatus(
  db: Db,
  id: number,
  userId: number,
  status: ProductStatus,
  buyerId: number | undefined,
  trade: TradeHooks,
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockOwnProduct(trx, id, userId);
    if (status !== 'completed') {
      await setProductStatus(trx, id, status, null);
      await trade.tradeChanged(trx, row, { status, buyer_id: null });
      return;
    }
    if (!buyerId) throw ValidationError.field('buyer_id', 'product.buyer_required');
    // The deal an accepted offer reserved keeps its price when it is completed with that buyer.
    const dealPrice = buyerId === row.buyer_id ? row.deal_price : null;
    if (
      !canBeTradePartner(row, buyerId) ||
      !(await findLiveUser(trx, buyerId)) ||
      !(await trade.hasChattedAbout(trx, id, buyerId))
    )
      throw ValidationError.field('buyer_id', 'product.buyer_invalid');
    await setProductStatus(trx, id, status, buyerId, dealPrice);
    await trade.tradeChanged(trx, row, { status, buyer_id: buyerId });
  });
  await postWritten(db, id, trade);
}

export async function setProductHidden(
  db: Db,
  id: number,
  userId: number,
  hidden: boolean,
  trade: Pick<TradeHooks, 'postChanged'>,
) {
  await db.transaction().execute(async (trx) => {
    await lockOwnProduct(trx, id, userId);
    await updateProduct(trx, id, { is_hidden: hidden });
  });
  await postWritten(db, id, trade);
}

/** Soft delete by the author. */
export async function deleteProduct(
  db: Db,
  id: number,
  userId: number,
  trade: Pick<TradeHooks, 'postChanged'>,
) {
  await db.transaction().execute(async (trx) => {
    await lockOwnProduct(trx, id, userId);
    await softDeleteProduct(trx, id);
  });
  await postWritten(db, id, trade);
}

/** An admin's moderation edit; the change and its audit row are written together. */
export async function moderateProduct(
  db: Db,
  adminId: number,
  id: number,
  changes: {
    title?: string;
    category_id?: number;
    description?: string;
    status?: ProductStatus;
    is_hidden?: boolean;
  },
  trade: TradeHooks,
  action = 'product.update',
) {
  await db.transaction().execute(async (trx) => {
    const row = await findProduct(trx, id, { forUpdate: true });
    if (!row || row.deleted_at) throw notFound();
    if (changes.category_id !== undefined && !(await isProductCategory(trx, changes.category_id)))
      throw ValidationError.field('category_id', 'product.category_required');
    const values: Record<string, unknown> = {};
    const before: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      values[key] = value;
      before[key] = row[key as keyof ProductRow];
    }
    if ('status' in values && values.status !== 'completed') {
      values.buyer_id = null;
      values.deal_price = null;
    }
    if ('title' in values || 'description' in values) {
      values.search_grams = productSearchGrams({
        title: (values.title as string | undefined) ?? row.title,
        keywords: row.keywords,
        description: (values.description as string | undefined) ?? row.description,
      });
    }
    await updateProduct(trx, id, values);
    if ('status' in values)
      await trade.tradeChanged(trx, row, {
        status: values.status as string,
        buyer_id: values.status === 'completed' ? row.buyer_id : null,
      });
    await insertAdminAudit(trx, {
      adminId,
      action,
      subjectType: 'product',
      subjectId: id,
      changes: { before, after: changes },
    });
  });
  await postWritten(db, id, trade);
}

export async function deleteProductAsAdmin(
  db: Db,
  adminId: number,
  id: number,
  trade: Pick<TradeHooks, 'postChanged'>,
) {
  await db.transaction().execute(async (trx) => {
    if (!(await softDeleteProduct(trx, id))) throw notFound();
    await insertAdminAudit(trx, { adminId, action: 'product.delete', subjectType: 'product', subjectId: id });
  });
  await postWritten(db, id, trade);
}
