/**
 * The bus topics and tables that drop what products keep in memory (`product-lists.ts`,
 * `product-pages.ts`) and that `product-views.ts` publishes to: one leaf all three import.
 */

/** Bus topic: a post, a photo of one, a seller or the settings changed; first pages are read again. */
export const PUBLIC_LISTS_CHANGED = 'public-product-lists';
/**
 * What visitors see of posts comes from these tables: the post, its photos, its seller (and a
 * buyer), the price floor. A list card and a post's page alike (`product-pages.ts`).
 */
export const PUBLIC_PRODUCT_TABLES = ['products', 'product_images', 'users', 'settings'];

/** Bus topic: posts' pages changed (every post's: a write to one of `PUBLIC_PRODUCT_TABLES`). */
export const PRODUCT_PAGES_CHANGED = 'product-pages';
/**
 * Bus topic: views were counted. Its detail says on which posts and their stored count now
 * (`12:40,57:3`); without one (after a bus outage), any post's count may have changed.
 */
export const PRODUCT_VIEWS_COUNTED = 'product-views-counted';
