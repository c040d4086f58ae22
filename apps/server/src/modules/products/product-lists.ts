import {
  productListResponseSchema,
  type ProductListQuery,
  type ProductListResponse,
} from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { writeWatchOf } from '../../db/write-watch.ts';
import type { InvalidationBus } from '../../lib/invalidation-bus.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { toProductListResponse } from './products.presenter.ts';
import { browseProducts, isFirstPage } from './products.service.ts';

/** Bus topic: a post, a photo of one, a seller or the settings changed; first pages are read again. */
export const PUBLIC_LISTS_CHANGED = 'public-product-lists';
/** What a list card shows comes from these tables: the post, its first photo, its seller, the price floor. */
const LIST_TABLES = ['products', 'product_images', 'users', 'settings'];

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
 * Kept answers are never stale through the app: every committed write to a table a card shows
 * (`LIST_TABLES`, seen by the database's write watch) drops them on this instance before the
 * writer's answer leaves, and on every other through the invalidation bus. `ttlMs` only bounds
 * what a write from outside the app (psql, another service) could leave. A read that began before
 * a write is not kept (the generation moved), and one read serves the visitors asking at once.
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
  const writes = writeWatchOf(db);
  if (!writes || options.ttlMs <= 0) return { list: unkept };

  let generation = 0;
  const kept = createTtlCache<ProductListAnswer>({ ttlMs: options.ttlMs, max: options.max });
  const reading = new Map<string, Promise<ProductListAnswer>>();
  bus.subscribe(PUBLIC_LISTS_CHANGED, () => {
    generation += 1;
    kept.clear();
    reading.clear();
  });
  writes.onCommit((tables) => {
    if (LIST_TABLES.some((table) => tables.has(table))) bus.publish(PUBLIC_LISTS_CHANGED);
  });

  return {
    list(viewerId, query) {
      if (viewerId !== null || !isFirstPage(query)) return unkept(viewerId, query);
      // The parsed query: its keys always in the schema's order.
      const key = JSON.stringify(query);
      const answer = kept.get(key) ?? reading.get(key);
      if (answer) return Promise.resolve(answer);
      const started = generation;
      const fresh = read(null, query).then((answer) => {
        // What the route's serializer would send: the schema's output, as JSON.
        const value = { answer, json: JSON.stringify(productListResponseSchema.parse(answer)) };
        if (generation === started) kept.set(key, value);
        return value;
      });
      reading.set(key, fresh);
      const done = () => void (reading.get(key) === fresh && reading.delete(key));
      fresh.then(done, done);
      return fresh;
    },
  };
}
