import {
  productListResponseSchema,
  type ProductListQuery,
  type ProductListResponse,
} from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { productViewsCounted, publicProductsChanged, settingsChanged } from '../../db/changes.ts';
import type { InvalidationBus } from '../../lib/invalidation-bus.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { createKeptReads } from '../../lib/kept-reads.ts';
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

/**
 * The product list, with the first pages visitors see kept in memory: home, each category, each
 * search word's first page are the same for every visitor, and they are most of the reads.
 *
 * Kept answers are never stale through the app: the changes a card shows, announced by the services
 * that write them after commit (`publicProductsChanged`, `settingsChanged`, `productViewsCounted`,
 * `db/changes.ts`), drop them on this instance before the writer's answer leaves, and on every other
 * through the invalidation bus. `ttlMs` only bounds
 * what a write from outside the app (psql, another service) could leave. A read that began before
 * a write is not kept, and one read serves the visitors asking at once (`lib/kept-reads.ts`).
 * Members' lists are never kept: blocks make them their own.
 */
export function createProductLists(options: {
  db: Db;
  storage: FileStorage;
  bus: InvalidationBus;
  ttlMs: number;
  max: number;
}): ProductLists {
  const { db, storage, bus } = options;
  const read = async (viewerId: number | null, query: ProductListQuery) =>
    toProductListResponse(await browseProducts(db, viewerId, query), query, storage);
  const unkept = async (viewerId: number | null, query: ProductListQuery) => ({
    answer: await read(viewerId, query),
    json: null,
  });
  if (options.ttlMs <= 0) return { list: unkept };

  const kept = createKeptReads<ProductListAnswer>({
    name: 'product-lists',
    ttlMs: options.ttlMs,
    // Past its lifetime a page is given once more while one read replaces it.
    staleMs: options.ttlMs,
    max: options.max,
  });
  for (const change of [publicProductsChanged, settingsChanged, productViewsCounted]) {
    bus.subscribe(change.name, kept.dropAll);
  }

  return {
    list(viewerId, query) {
      if (viewerId !== null || !isFirstPage(query)) return unkept(viewerId, query);
      // The parsed query: its keys always in the schema's order.
      return kept.get(JSON.stringify(query), async () => {
        const answer = await read(null, query);
        // What the route's serializer would send: the schema's output, as JSON.
        return { answer, json: JSON.stringify(productListResponseSchema.parse(answer)) };
      });
    },
  };
}
