import {
  productListResponseSchema,
  type ProductListQuery,
  type ProductListResponse,
} from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { productViewsCounted, publicProductsChanged, settingsChanged } from '../../db/changes.ts';
import type { InvalidationBus } from '../../lib/invalidation-bus.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { createReadCache } from '../../lib/read-cache.ts';
import type { BlockedMembers } from '../blocks/blocked-members.ts';
import { viewCountsOf } from './product-views.ts';
import { toProductListResponse } from './products.presenter.ts';
import { browseProducts, isFirstPage } from './products.service.ts';

/** A list's answer; `json` is its response body, serialized once, when the answer is kept. */
export interface ProductListAnswer {
  answer: ProductListResponse;
  json: string | null;
}

export interface ProductLists {
  /** `GET /api/products`'s answer for this viewer (null: a visitor). */
  list(viewerId: number | null, query: ProductListQuery): Promise<ProductListAnswer>;
}

/** A kept page with the posts' new view counts (the page itself when none of its posts was counted). */
function withViewCounts(page: ProductListAnswer, counts: Map<number, number>): ProductListAnswer {
  if (!page.answer.data.some((post) => counts.has(post.id))) return page;
  const data = page.answer.data.map((post) => {
    const count = counts.get(post.id);
    return count === undefined ? post : { ...post, view_count: Math.max(post.view_count, count) };
  });
  const answer = { ...page.answer, data };
  return { answer, json: page.json === null ? null : serialized(answer) };
}

/** What the route's serializer would send: the schema's output, as JSON. */
const serialized = (answer: ProductListResponse) => JSON.stringify(productListResponseSchema.parse(answer));

/** A keyset page (the first or one after a cursor), or the first numbered page. */
const isKeptPage = (query: ProductListQuery) => query.cursor !== undefined || isFirstPage(query);

/**
 * The product list, with the pages visitors see kept in memory: home, each category, each search
 * word's first page are the same for every visitor, and they are most of the reads. So are the
 * keyset pages after them: visitors scrolling from one kept first page follow the same cursors.
 * A numbered page after the first is read each time (a rare way in: the app scrolls by cursor).
 *
 * Kept answers are never stale through the app: the changes a card shows, announced by the services
 * that write them after commit (`publicProductsChanged`, `settingsChanged`, `db/changes.ts`), drop
 * them on this instance before the writer's answer leaves, and on every other through the
 * invalidation bus; a batch of view counts (`productViewsCounted`) is written into them. `ttlMs`
 * only bounds what a write from outside the app (psql, another service) could leave. A read that
 * began before a write is not kept, and one read serves the visitors asking at once
 * (`lib/read-cache.ts`).
 * A member with no block either way sees the visitors' kept page; one with blocks sees it without
 * the blocked members' posts (a keyset page: it has no total), unless that leaves less than half a
 * page, or a page-numbered one with its total: those are read for them. A distance search (`near`)
 * is never kept: each device asks from its own point, so no two visitors share a page, and its
 * rows would crowd out the pages that are shared.
 */
export function createProductLists(options: {
  db: Db;
  storage: FileStorage;
  bus: InvalidationBus;
  blocked: BlockedMembers;
  ttlMs: number;
  max: number;
}): ProductLists {
  const { db, storage, bus, blocked } = options;
  const read = async (viewerId: number | null, query: ProductListQuery) =>
    toProductListResponse(await browseProducts(db, viewerId, query), query, storage);
  const unkept = async (viewerId: number | null, query: ProductListQuery) => ({
    answer: await read(viewerId, query),
    json: null,
  });
  if (options.ttlMs <= 0) return { list: unkept };

  const kept = createReadCache<ProductListAnswer>({
    name: 'product-lists',
    ttlMs: options.ttlMs,
    // Past its lifetime a page is given once more while one read replaces it.
    staleMs: options.ttlMs,
    max: options.max,
  });
  for (const change of [publicProductsChanged, settingsChanged]) bus.subscribe(change.name, kept.dropAll);
  // A batch of view counts changes a number on some cards, not which posts a page lists or their
  // order (no list sorts by views): the kept pages take the new counts without reading again, so
  // a post being opened does not make every list read again each second.
  bus.subscribe(productViewsCounted.name, (detail) => {
    if (detail === undefined) return kept.dropAll();
    const counts = viewCountsOf(detail);
    kept.updateAll((page) => withViewCounts(page, counts));
  });

  const visitors = (query: ProductListQuery) =>
    // The parsed query: its keys always in the schema's order.
    kept.get(JSON.stringify(query), async () => {
      const answer = await read(null, query);
      return { answer, json: serialized(answer) };
    });

  return {
    async list(viewerId, query) {
      if (!isKeptPage(query) || query.near) return unkept(viewerId, query);
      if (viewerId === null) return visitors(query);
      const theirs = await blocked.of(viewerId);
      if (theirs.size === 0) return visitors(query);
      // A page-numbered list, or a count, is read for them: the visitors' total counts posts they never see.
      if (query.cursor === undefined || query.count) return unkept(viewerId, query);
      const page = await visitors(query);
      const data = page.answer.data.filter((item) => !theirs.has(item.user.id));
      if (data.length === page.answer.data.length) return page;
      if (data.length * 2 < query.per_page) return unkept(viewerId, query);
      // The visitors' next cursor still follows the last post of their page, shown or not.
      return { answer: { ...page.answer, data }, json: null };
    },
  };
}
