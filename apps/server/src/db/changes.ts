import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** The database as database.ts types it (`Db`), named here so the two files do not import each other. */
type Db = Kysely<DB>;

/**
 * A named change of what the app keeps in memory (a cache's source rows). The service that writes
 * announces it once the write is committed: `announce(db, publicProductsChanged)` right after its
 * transaction (or its one statement) returns, so a rolled back write announces nothing. Every
 * instance's caches hear it through the invalidation bus (topic: its name), this instance's at once,
 * before the writer's answer leaves. Searching a change's name finds every write that drops a
 * cache and every cache it drops.
 *
 * `covers` says which writes owe it: per table, the columns whose change it stands for (`'*'`: any
 * but `except`), and whether a new row does (`inserts`, default true). Tests check it: a committed
 * write the app makes to one of these columns without announcing the change fails the test
 * (`test/change-checker.ts`).
 */
export interface Change {
  readonly name: string;
  readonly covers: Readonly<Record<string, Covered>>;
}
export interface Covered {
  readonly columns: '*' | readonly string[];
  readonly except?: readonly string[];
  readonly inserts?: boolean;
}

/** What a member's post card and a post's page show of its seller and buyer (`products.repository.ts`). */
const SHOWN_MEMBER_COLUMNS = [
  'nickname',
  'city',
  'county',
  'profile_image_id',
  'withdrawn_at',
  'suspended_at',
  'purged_at',
  'review_count',
  'public_review_count',
  'good_manner_count',
  'bad_manner_count',
  'trust_score',
  'business_verified',
];

/**
 * What a visitor's product list or post page shows changed: a post, its photos, or what is shown
 * of its seller (a new member, a password or a push token changes nothing shown).
 * Drops `product-lists.ts` and `product-pages.ts`.
 */
export const publicProductsChanged: Change = {
  name: 'publicProductsChanged',
  covers: {
    products: { columns: '*', except: ['view_count'] },
    product_images: { columns: '*' },
    users: { columns: SHOWN_MEMBER_COLUMNS, inserts: false },
  },
};

/**
 * Views of posts were counted (`product-views.ts`); its detail says which posts and their stored
 * count now (`12:40,57:3`), without one any post's count may have changed. Kept pages take the new
 * count (`product-pages.ts`); visitors' lists, whose cards show it, are dropped (`product-lists.ts`).
 */
export const productViewsCounted: Change = {
  name: 'productViewsCounted',
  covers: { products: { columns: ['view_count'], inserts: false } },
};

/**
 * The settings (the price floor) or the app versions changed. Drops the kept settings
 * (`catalog.repository.ts`), the SSR boot answers (`catalog.first-screen.ts`), and the product
 * lists and pages (the floor decides which posts are listed).
 */
export const settingsChanged: Change = {
  name: 'settingsChanged',
  covers: { settings: { columns: '*' }, versions: { columns: '*' } },
};

/** A city or a county was added. Drops the SSR boot answers' place names (`catalog.first-screen.ts`). */
export const placesChanged: Change = {
  name: 'placesChanged',
  covers: { cities: { columns: '*' }, counties: { columns: '*' } },
};

/**
 * A member blocked or unblocked another; its detail is the two members' ids (`12,40`). Drops the
 * kept blocks of both (`blocks/blocked-members.ts`), which decide whether a member's list can be
 * the visitors' kept one.
 */
export const blocksChanged: Change = {
  name: 'blocksChanged',
  covers: { blocks: { columns: '*' } },
};

type Listener = (change: Change, detail?: string) => void;
const listenersOf = new WeakMap<Db, Set<Listener>>();
const listeners = (db: Db) => {
  let set = listenersOf.get(db);
  if (!set) listenersOf.set(db, (set = new Set()));
  return set;
};

/**
 * Tells the listeners of `db` (the app relays to the invalidation bus) that `change` is committed.
 * Call it on the database once the transaction has returned, never inside one: the change is
 * announced only if the write holds.
 */
export function announce(db: Db, change: Change, detail?: string): void {
  if (db.isTransaction)
    throw new Error(`announce(${change.name}) inside a transaction: call it after commit`);
  for (const listener of listeners(db)) listener(change, detail);
}

/** Hears every change announced on `db`. */
export function onAnnounced(db: Db, listener: Listener): void {
  listeners(db).add(listener);
}
