import type { Db } from '../../db/database.ts';
import { writeWatchOf } from '../../db/write-watch.ts';
import type { InvalidationBus } from '../../lib/invalidation-bus.ts';
import { createKeptReads } from '../../lib/kept-reads.ts';
import { PUBLIC_PRODUCT_TABLES } from './product-lists.ts';
import type { ProductViewCounter } from './product-views.ts';
import type { ProductDetailParts } from './products.presenter.ts';
import { hasViewed } from './products.repository.ts';
import {
  readProductPage,
  showProduct,
  showProductPage,
  type PageViewer,
  type ProductPage,
} from './products.service.ts';

/**
 * Bus topic: posts' pages changed. Its detail names them (ids, comma-separated), as a batch of
 * view counts does; without one, every post's page did.
 */
export const PRODUCT_PAGES_CHANGED = 'product-pages';

export interface ProductPages {
  /** `GET /api/products/:id`'s page for this viewer, its view counted (`showProductPage`). */
  show(id: number, viewer: PageViewer): Promise<ProductDetailParts>;
}

const VISITOR: PageViewer = { userId: null, viewerKey: null };

/**
 * Product pages, with the part every visitor sees alike kept in memory per post: the post, its
 * photos and seller, the seller's other posts. What is a visitor's own is added on each request:
 * whether their session already counted a view (remembered by the view counter, else one indexed
 * read) and the count with it.
 *
 * Kept pages are never stale through the app. A committed write to a table the page shows
 * (`PUBLIC_PRODUCT_TABLES`, seen by the write watch) drops every page, on this instance before the
 * writer's answer leaves and on the others through the bus; a batch of view counts, written a
 * second later, drops only the pages of the posts it counted (`product-views.ts`). `ttlMs` bounds
 * what a write from outside the app could leave. Members' pages are read whole each time: blocks
 * and likes make them their own.
 */
export function createProductPages(options: {
  db: Db;
  bus: InvalidationBus;
  views: ProductViewCounter;
  ttlMs: number;
  max: number;
}): ProductPages {
  const { db, bus, views } = options;
  const unkept: ProductPages = { show: (id, viewer) => showProduct(db, id, viewer, views) };
  const writes = writeWatchOf(db);
  if (!writes || options.ttlMs <= 0) return unkept;

  const kept = createKeptReads<ProductPage | null>({ ttlMs: options.ttlMs, max: options.max });
  bus.subscribe(PRODUCT_PAGES_CHANGED, (detail) => {
    if (detail === undefined) kept.dropAll();
    else for (const id of detail.split(',')) kept.drop(id);
  });
  writes.onCommit((tables) => {
    if (PUBLIC_PRODUCT_TABLES.some((table) => tables.has(table))) bus.publish(PRODUCT_PAGES_CHANGED);
  });

  return {
    async show(id, viewer) {
      if (viewer.userId !== null) return unkept.show(id, viewer);
      const page = await kept.get(String(id), () => readProductPage(db, id, VISITOR));
      const key = viewer.viewerKey;
      if (!page || key === null) return showProductPage(page, viewer, views);
      const viewed = views.noted(id, key) || (await hasViewed(db, id, key));
      return showProductPage({ ...page, row: { ...page.row, viewed } }, viewer, views);
    },
  };
}
