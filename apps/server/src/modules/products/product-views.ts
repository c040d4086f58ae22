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
  /** How many views of the post are noted and not yet written. */
  pendingOf(productId: number): number;
  flush(): Promise<void>;
}

export function createProductViewCounter(options: { db: Db; onError: (error: unknown) => void }) {
  const queue = createWriteBehind<{ productId: number; viewerKey: string }>({
    write: (views) => saveProductViews(options.db, views),
    onError: options.onError,
  });
  const counter: ProductViewCounter = {
    note(productId, viewerKey) {
      if (queue.pending().some((view) => view.productId === productId && view.viewerKey === viewerKey))
        return false;
      queue.add({ productId, viewerKey });
      return true;
    },
    pendingOf: (productId) => queue.pending().filter((view) => view.productId === productId).length,
    flush: queue.flush,
  };
  return counter;
}
