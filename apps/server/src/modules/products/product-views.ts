import { announce, productViewsCounted } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { createWriteBehind } from '../../lib/write-behind.ts';
import { saveProductViews } from './products.write-repository.ts';

/**
 * A post's views are counted once per session, off the request path: the page notes a view and
 * the notes are written a second later in one statement (`saveProductViews`), so opening a post
 * costs no write. The count a page shows includes this instance's noted views.
 */
export interface ProductViewCounter {
  /** Notes a view unless this viewer's is already noted; true when it was new. */
  note(productId: number, viewerKey: string): boolean;
  /** Whether this instance noted this viewer's view of the post lately (written or about to be). */
  noted(productId: number, viewerKey: string): boolean;
  /** Remembers a view found counted already (by another instance, or before this one started). */
  remember(productId: number, viewerKey: string): void;
  /** How many views of the post are noted and not yet written. */
  pendingOf(productId: number): number;
  flush(): Promise<void>;
}

/**
 * The new view counts a `productViewsCounted` announcement carries (`id:count,…`), by post id.
 * Counts only grow: two instances' batches may be heard in either order, so a kept count takes
 * the larger of its own and the announced one.
 */
export function viewCountsOf(detail: string): Map<number, number> {
  return new Map(
    detail.split(',').map((counted) => {
      const [id = '', count = ''] = counted.split(':');
      return [Number(id), Number(count)];
    }),
  );
}

/** How many (post, session) pairs an instance remembers having noted: about 5 MB. */
const REMEMBERED_VIEWS = 50_000;

/**
 * Once a batch is written, the posts whose count went up are announced with their new count
 * (`productViewsCounted`): on every instance their kept pages and the kept lists' cards take it
 * (`product-pages.ts`, `product-lists.ts`) without reading again.
 */
export function createProductViewCounter(options: {
  db: Db;
  onError: (error: unknown) => void;
}): ProductViewCounter {
  const { db } = options;
  const queue = createWriteBehind<{ productId: number; viewerKey: string }>({
    name: 'product-views',
    write: async (views) => {
      const counted = await saveProductViews(db, views);
      if (counted.length === 0) return;
      announce(db, productViewsCounted, counted.map((post) => `${post.id}:${post.view_count}`).join(','));
    },
    onError: options.onError,
  });
  // Insertion-ordered: the oldest pair is forgotten first.
  const remembered = new Set<string>();
  const pairOf = (productId: number, viewerKey: string) => `${productId} ${viewerKey}`;
  const remember = (pair: string) => {
    remembered.add(pair);
    if (remembered.size > REMEMBERED_VIEWS) remembered.delete(remembered.values().next().value as string);
  };
  return {
    note(productId, viewerKey) {
      const pair = pairOf(productId, viewerKey);
      if (remembered.has(pair)) return false;
      remember(pair);
      queue.add({ productId, viewerKey });
      return true;
    },
    remember: (productId, viewerKey) => remember(pairOf(productId, viewerKey)),
    noted: (productId, viewerKey) => remembered.has(pairOf(productId, viewerKey)),
    pendingOf: (productId) => queue.pending().filter((view) => view.productId === productId).length,
    flush: queue.flush,
  };
}
