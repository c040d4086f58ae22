import type { Db } from '../../db/database.ts';
import { productViewsCounted, publicProductsChanged, settingsChanged } from '../../db/changes.ts';
import type { InvalidationBus } from '../../lib/invalidation-bus.ts';
import { createReadCache } from '../../lib/read-cache.ts';
import { viewCountsOf, type ProductViewCounter } from './product-views.ts';
import type { ProductDetailParts } from './products.presenter.ts';
import { hasViewed } from './products.repository.ts';
import {
  readProductPage,
  showProduct,
  showProductPage,
  type PageViewer,
  type ProductPage,
} from './products.service.ts';

export interface ProductPages {
  /** `GET /api/products/:id`'s page for this viewer, its view counted (`showProductPage`). */
  show(id: number, viewer: PageViewer): Promise<ProductDetailParts>;
}

/**
 * Product pages, with the part every visitor sees alike kept in memory per post: the post, its
 * photos and seller, the seller's other posts. What is a visitor's own is added on each request:
 * whether their session already counted a view (remembered by the view counter, else one indexed
 * read) and the count with it.
 *
 * Kept pages are never stale through the app. A change of what a page shows, announced by the
 * service that writes it after commit (`publicProductsChanged`, `settingsChanged`, `db/changes.ts`),
 * drops every page, on this instance before the writer's answer leaves and on the others through
 * the bus. A batch of view counts, written a second later (`productViewsCounted`, announced by
 * `product-views.ts`), tells the counted posts' new counts, which their kept pages take without
 * reading again: a post that many visitors open changes count every second.
 * `ttlMs` bounds what a write from outside the app could leave. Members' pages are read whole each
 * time: blocks and likes make them their own.
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
  if (options.ttlMs <= 0) return unkept;

  const kept = createReadCache<ProductPage | null>({
    name: 'product-pages',
    ttlMs: options.ttlMs,
    // Past its lifetime a page is given once more while one read replaces it.
    staleMs: options.ttlMs,
    max: options.max,
  });
  bus.subscribe(publicProductsChanged.name, kept.dropAll);
  bus.subscribe(settingsChanged.name, kept.dropAll);
  bus.subscribe(productViewsCounted.name, (detail) => {
    if (detail === undefined) return kept.dropAll();
    for (const [id, count] of viewCountsOf(detail)) {
      const viewCount = (page: ProductPage | null) =>
        page && { ...page, row: { ...page.row, view_count: Math.max(page.row.view_count, count) } };
      kept.update(String(id), viewCount);
    }
  });

  return {
    async show(id, viewer) {
      if (viewer.userId !== null) return unkept.show(id, viewer);
      // The request that reads the page reads with it whether its session counted a view; the
      // others ask apart, unless the view counter remembers. A kept page's own `viewed` is the
      // reader's and is never shown to anyone else.
      // A stale page is given while this request's read refreshes it: only the read's own answer
      // is this reader's.
      let ownRead: Promise<ProductPage | null> | null = null;
      const answer = kept.get(String(id), () => (ownRead = readProductPage(db, id, viewer)));
      const readHere = answer === ownRead;
      const page = await answer;
      const key = viewer.viewerKey;
      if (!page || key === null || readHere) {
        if (page?.row.viewed && key !== null) views.remember(id, key);
        return showProductPage(page, viewer, views);
      }
      const viewed = views.noted(id, key) || (await hasViewed(db, id, key));
      if (viewed) views.remember(id, key);
      return showProductPage({ ...page, row: { ...page.row, viewed } }, viewer, views);
    },
  };
}
