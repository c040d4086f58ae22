import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { productsWithSeller, whereVisible } from '../products/products.repository.ts';

/** One address of a sitemap: the row's id and when it last changed. */
export interface SitemapRow {
  id: number;
  lastmod: Date;
}

/** A keyset read of what a sitemap lists: ids above `after`, up to `upTo`, in order. */
export type SitemapRead = (
  db: Db,
  range: { after: number; upTo: number; limit: number },
) => Promise<SitemapRow[]>;

export const readProducts =
  (minPriceForShow: number): SitemapRead =>
  (db, range) =>
    whereVisible(productsWithSeller(db), { minPriceForShow })
      .select(['products.id', 'products.updated_at as lastmod'])
      .where('products.id', '>', range.after)
      .where('products.id', '<=', range.upTo)
      .orderBy('products.id')
      .limit(range.limit)
      .execute();

/**
 * A member's items of `table` that are not hidden and whose owner is live (a suspended or
 * withdrawn member's items are gone for everyone), and that pass `where` (its alias is `item`).
 */
const readOwnedItems =
  (
    table: 'service_requests' | 'factories' | 'freelancers',
    lastmod: 'updated_at' | 'created_at',
    where: RawBuilder<unknown> = sql`true`,
  ): SitemapRead =>
  async (db, range) =>
    (
      await sql<SitemapRow>`select item.id, ${sql.ref(`item.${lastmod}`)} as lastmod
        from ${sql.table(table)} item join users on users.id = item.user_id
        where item.hidden_at is null and users.suspended_at is null and users.withdrawn_at is null
          and ${where} and item.id > ${range.after} and item.id <= ${range.upTo}
        order by item.id limit ${range.limit}`.execute(db)
    ).rows;

/** Open requests of one kind (drawing or production). */
export const readOpenRequests = (kind: 'drawing' | 'production') =>
  readOwnedItems('service_requests', 'updated_at', sql`item.kind = ${kind} and item.status = 'open'`);

/** Factories keep no time of change: their creation. */
export const readFactories = readOwnedItems('factories', 'created_at');
export const readFreelancers = readOwnedItems('freelancers', 'updated_at');

export const readPublished =
  (table: 'notices' | 'events'): SitemapRead =>
  (db, range) =>
    db
      .selectFrom(table)
      .select(['id', 'updated_at as lastmod'])
      .where('published', '=', true)
      .where('id', '>', range.after)
      .where('id', '<=', range.upTo)
      .orderBy('id')
      .limit(range.limit)
      .execute();

export type SitemapTable =
  'products' | 'service_requests' | 'factories' | 'freelancers' | 'notices' | 'events';

/** The largest id of each table a sitemap lists (its pages are ranges of ids). */
export async function largestIds(db: Db): Promise<Record<SitemapTable, number | null>> {
  const { rows } = await sql<Record<SitemapTable, number | null>>`select
    (select max(id) from products) as products,
    (select max(id) from service_requests) as service_requests,
    (select max(id) from factories) as factories,
    (select max(id) from freelancers) as freelancers,
    (select max(id) from notices) as notices,
    (select max(id) from events) as events`.execute(db);
  return rows[0]!;
}
