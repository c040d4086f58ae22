import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/* SQL of the back office's dashboard and CSV exports. */

const dayOf = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const since = (days: number) => sql<Date>`current_date - ${days - 1}::int`;

/** The last `days` days, oldest first, as the database's calendar has them. */
export async function listDays(db: Db, days: number) {
  const result = await sql<{ day: string }>`select to_char(d, 'YYYY-MM-DD') as day
    from generate_series(${since(days)}, current_date, interval '1 day') as d order by d`.execute(db);
  return result.rows.map((row) => row.day);
}

type DayCount = { day: string; n: number };

/** Per day: sign-ups, new posts, chats started and trades completed, each one grouped query. */
export async function countActivityPerDay(db: Db, days: number) {
  const perDay = (rows: { day: string; n: unknown }[]): DayCount[] =>
    rows.map((row) => ({ day: row.day, n: Number(row.n) }));
  const [signups, products, chats, trades, offers, acceptedOffers] = await Promise.all([
    db
      .selectFrom('users')
      .select([dayOf('users.created_at').as('day'), (eb) => eb.fn.countAll().as('n')])
      .where('created_at', '>=', since(days))
      .groupBy('day')
      .execute(),
    db
      .selectFrom('products')
      .select([dayOf('products.created_at').as('day'), (eb) => eb.fn.countAll().as('n')])
      .where('created_at', '>=', since(days))
      .groupBy('day')
      .execute(),
    db
      .selectFrom('chat_rooms')
      .select([dayOf('chat_rooms.created_at').as('day'), (eb) => eb.fn.countAll().as('n')])
      .where('created_at', '>=', since(days))
      .groupBy('day')
      .execute(),
    // A completed trade is a post whose status is completed; it completed when last changed.
    db
      .selectFrom('products')
      .select([dayOf('products.updated_at').as('day'), (eb) => eb.fn.countAll().as('n')])
      .where('status', '=', 'completed')
      .where('updated_at', '>=', since(days))
      .groupBy('day')
      .execute(),
    db
      .selectFrom('offers')
      .select([dayOf('offers.created_at').as('day'), (eb) => eb.fn.countAll().as('n')])
      .where('created_at', '>=', since(days))
      .groupBy('day')
      .execute(),
    // An accepted offer stays counted on its day, even when the post is later set back.
    db
      .selectFrom('offers')
      .select([dayOf('offers.accepted_at').as('day'), (eb) => eb.fn.countAll().as('n')])
      .where('accepted_at', '>=', since(days))
      .groupBy('day')
      .execute(),
  ]);
  return {
    signups: perDay(signups),
    products: perDay(products),
    chats: perDay(chats),
    trades: perDay(trades),
    offers: perDay(offers),
    acceptedOffers: perDay(acceptedOffers),
  };
}

/**
 * Per day, the services: drawing requests and production notices posted, quotes sent, awards,
 * factory applications sent and accepted (on the day of the answer), new freelancer profiles.
 * Each one grouped query on an index of its day column.
 */
export async function countServiceActivityPerDay(db: Db, days: number) {
  const perDay = (rows: { day: string; n: unknown }[]): DayCount[] =>
    rows.map((row) => ({ day: row.day, n: Number(row.n) }));
  const requestsOf = (kind: 'drawing' | 'production') =>
    db
      .selectFrom('service_requests')
      .select([dayOf('service_requests.created_at').as('day'), (eb) => eb.fn.countAll().as('n')])
      .where('kind', '=', kind)
      .where('created_at', '>=', since(days))
      .groupBy('day')
      .execute();
  const [drawingRequests, productionNotices, quotes, awards, applications, accepted, freelancers] =
    await Promise.all([
      requestsOf('drawing'),
      requestsOf('production'),
      db
        .selectFrom('service_quotes')
        .select([dayOf('service_quotes.created_at').as('day'), (eb) => eb.fn.countAll().as('n')])
        .where('created_at', '>=', since(days))
        .groupBy('day')
        .execute(),
      db
        .selectFrom('service_requests')
        .select([dayOf('service_requests.awarded_at').as('day'), (eb) => eb.fn.countAll().as('n')])
        .where('awarded_at', '>=', since(days))
        .groupBy('day')
        .execute(),
      db
        .selectFrom('factory_applications')
        .select([dayOf('factory_applications.created_at').as('day'), (eb) => eb.fn.countAll().as('n')])
        .where('created_at', '>=', since(days))
        .groupBy('day')
        .execute(),
      db
        .selectFrom('factory_applications')
        .select([dayOf('factory_applications.answered_at').as('day'), (eb) => eb.fn.countAll().as('n')])
        .where('status', '=', 'accepted')
        .where('answered_at', '>=', since(days))
        .groupBy('day')
        .execute(),
      db
        .selectFrom('freelancers')
        .select([dayOf('freelancers.created_at').as('day'), (eb) => eb.fn.countAll().as('n')])
        .where('created_at', '>=', since(days))
        .groupBy('day')
        .execute(),
    ]);
  return {
    drawing_requests: perDay(drawingRequests),
    production_notices: perDay(productionNotices),
    quotes: perDay(quotes),
    awards: perDay(awards),
    factory_applications: perDay(applications),
    accepted_applications: perDay(accepted),
    freelancers: perDay(freelancers),
  };
}

/** Live members (not withdrawn) by country or by language, most first. */
export async function countMembersBy(db: Db, column: 'country' | 'language') {
  const rows = await db
    .selectFrom('users')
    .select([sql<string>`coalesce(${sql.ref(column)}, '')`.as('key'), (eb) => eb.fn.countAll().as('n')])
    .where('withdrawn_at', 'is', null)
    .groupBy('key')
    .orderBy('n', 'desc')
    .execute();
  return rows.map((row) => ({ key: row.key, count: Number(row.n) }));
}

export async function countTotals(db: Db) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select(eb.fn.countAll().as('n')).where('withdrawn_at', 'is', null).as('members'),
      eb
        .selectFrom('products')
        .select(eb.fn.countAll().as('n'))
        .where('deleted_at', 'is', null)
        .as('products'),
      eb.selectFrom('chat_rooms').select(eb.fn.countAll().as('n')).as('chats'),
      eb.selectFrom('promotions').select(eb.fn.countAll().as('n')).as('promotions'),
      // Issue 30's trust: verified and waiting businesses, inspected live posts, open inspection requests.
      eb
        .selectFrom('businesses')
        .select(eb.fn.countAll().as('n'))
        .where('status', '=', 'verified')
        .as('verified'),
      eb
        .selectFrom('businesses')
        .select(eb.fn.countAll().as('n'))
        .where('status', '=', 'pending')
        .as('pending'),
      eb
        .selectFrom('products')
        .select(eb.fn.countAll().as('n'))
        .where('deleted_at', 'is', null)
        .where('inspected_on', 'is not', null)
        .as('inspected'),
      eb
        .selectFrom('inspection_requests')
        .select(eb.fn.countAll().as('n'))
        .where('status', '=', 'open')
        .as('requested'),
    ])
    .executeTakeFirstOrThrow();
  return {
    members: Number(row.members ?? 0),
    products: Number(row.products ?? 0),
    chats: Number(row.chats ?? 0),
    promotions: Number(row.promotions ?? 0),
    verified_businesses: Number(row.verified ?? 0),
    pending_businesses: Number(row.pending ?? 0),
    inspected_products: Number(row.inspected ?? 0),
    open_inspection_requests: Number(row.requested ?? 0),
  };
}

/** Every promotion's views and clicks together, per day. */
export function sumPromotionDays(db: Db, days: number) {
  return db
    .selectFrom('promotion_daily_stats')
    .select([
      dayOf('promotion_daily_stats.day').as('day'),
      (eb) => eb.fn.sum<number>('views').as('views'),
      (eb) => eb.fn.sum<number>('clicks').as('clicks'),
    ])
    .where('day', '>=', since(days))
    .groupBy('day')
    .execute();
}

/*
 * The exports read a table in pages by id (keyset), so a 100,000-row export holds one page in
 * memory at a time however large the table is.
 */
/** The members export's columns: selected, and written as the CSV's header and cells, in this order. */
export const MEMBER_EXPORT_COLUMNS = [
  'id',
  'email',
  'nickname',
  'country',
  'language',
  'city',
  'county',
  'created_at',
  'withdrawn_at',
  'business_verified',
  'is_inspector',
] as const;

export function pageOfMembers(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('users')
    .select(MEMBER_EXPORT_COLUMNS)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The products export's columns, as for members. */
export const PRODUCT_EXPORT_COLUMNS = [
  'id',
  'user_id',
  'title',
  'type',
  'status',
  'price',
  'country',
  'city',
  'county',
  'created_at',
  'deleted_at',
  'tax_invoice',
  'inspected_on',
] as const;

export function pageOfProducts(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('products')
    .select(PRODUCT_EXPORT_COLUMNS)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Promotion days in pages, keyed by (promotion, day) as the table's primary key orders them. */
export function pageOfPromotionDays(db: Db, after: { promotionId: number; day: string }, limit: number) {
  return db
    .selectFrom('promotion_daily_stats')
    .innerJoin('promotions', 'promotions.id', 'promotion_daily_stats.promotion_id')
    .select([
      'promotion_daily_stats.promotion_id',
      'promotions.type',
      dayOf('promotion_daily_stats.day').as('day'),
      'promotion_daily_stats.views',
      'promotion_daily_stats.clicks',
    ])
    .where((eb) =>
      eb.or([
        eb('promotion_daily_stats.promotion_id', '>', after.promotionId),
        eb.and([
          eb('promotion_daily_stats.promotion_id', '=', after.promotionId),
          eb('promotion_daily_stats.day', '>', sql<Date>`${after.day}::date`),
        ]),
      ]),
    )
    .orderBy('promotion_daily_stats.promotion_id')
    .orderBy('promotion_daily_stats.day')
    .limit(limit)
    .execute();
}
