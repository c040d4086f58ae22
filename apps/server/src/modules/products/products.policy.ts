import type { ProductRow } from './products.repository.ts';

/** Who may do what with a product. Admins act through the admin routes, not through these. */

/**
 * The author of the post: edits, deletes, hides, changes the trade status (and so may a live seat
 * of the author's business: `actsForSeller`, business-posts.ts, which reads the seat).
 */
export function isSeller(product: Pick<ProductRow, 'user_id'>, userId: number | null | undefined): boolean {
  return userId !== null && userId !== undefined && product.user_id === userId;
}

/**
 * Whether the detail page is shown: never once deleted; a hidden post, or the post of a suspended
 * or withdrawn member, only to its author. Blocking is checked separately (blocks.policy.ts).
 */
export function canViewProduct(product: ProductRow, viewerId: number | null | undefined): boolean {
  if (product.deleted_at) return false;
  if (isSeller(product, viewerId)) return true;
  return !product.is_hidden && !product.user_withdrawn_at && !product.user_suspended_at;
}

/**
 * Who may be named the other party when a trade is completed: never the seller. The service also
 * requires a live member who chatted about the product (chats.repository.ts `hasChattedAbout`).
 */
export function canBeTradePartner(product: ProductRow, userId: number): boolean {
  return userId !== product.user_id;
}
