import { sql } from 'kysely';
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

/** Open requests of one kind (drawing or production), not hidden. */
export const readOpenRequests =
  (kind: 'drawing' | 'production'): SitemapRead =>
  (db, range) =>
    db
      .selectFrom('service_requests')
      .innerJoin('users', 'users.id', 'service_requests.user_id')
      .select(['service_requests.id', 'service_requests.updated_at as lastmod'])
      .where('service_requests.kind', '=', kind)
      .where('service_requests.status', '=', 'open')
      .where('service_requests.hidden_at', 'is', null)
      .where((eb) => eb.and([eb('users.suspended_at', 'is', null), eb('users.withdrawn_at', 'is', null)]))
      .where('service_requests.id', '>', range.after)
      .where('service_requests.id', '<=', range.upTo)
      .orderBy('service_requests.id')
      .limit(range.limit)
      .execute();

export const readFactories: SitemapRead = (db, range) =>
  db
    .selectFrom('factories')
    .innerJoin('users', 'users.id', 'factories.user_id')
    .select(['factories.id', 'factories.created_at as lastmod'])
    .where('factories.hidden_at', 'is', null)
    .where((eb) => eb.and([eb('users.suspended_at', 'is', null), eb('users.withdrawn_at', 'is', null)]))
    .where('factories.id', '>', range.after)
    .where('factories.id', '<=', range.upTo)
    .orderBy('factories.id')
    .limit(range.limit)
    .execute();

export const readFreelancers: SitemapRead = (db, range) =>
  db
    .selectFrom('freelancers')
    .innerJoin('users', 'users.id', 'freelancers.user_id')
    .select(['freelancers.id', 'freelancers.updated_at as lastmod'])
    .where('freelancers.hidden_at', 'is', null)
    .where((eb) => eb.and([eb('users.suspended_at', 'is', null), eb('users.withdrawn_at', 'is', null)]))
    .where('freelancers.id', '>', range.after)
    .where('freelancers.id', '<=', range.upTo)
    .orderBy('freelancers.id')
    .limit(range.limit)
    .execute();

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
