import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The machines a band is about: a category, maker and model, years around one, in some countries. */
export interface BandSubject {
  categoryId: number;
  manufacturer: string;
  model: string;
  /** Years either side of it count; all years without one. */
  year?: { from: number; to: number };
  countries: string[];
}

/**
 * The completed trades of one machine (the price agreed by an accepted offer, else the asking
 * price), counted, with their median and middle range (10th to 90th percentile), in one read of
 * `products_trade_prices_idx`.
 */
export async function findTradePrices(db: Db, subject: BandSubject) {
  const { rows } = await sql<{ count: number; median: number; low: number; high: number }>`
    select count(*)::int as count,
           percentile_cont(0.5) within group (order by paid) as median,
           percentile_cont(0.1) within group (order by paid) as low,
           percentile_cont(0.9) within group (order by paid) as high
    from (
      select coalesce(deal_price, price) as paid
      from products
      where status = 'completed' and deleted_at is null
        and manufacturer is not null and model is not null
        and category_id = ${subject.categoryId}
        and lower(manufacturer) = lower(${subject.manufacturer})
        and lower(model) = lower(${subject.model})
        and ${subject.year ? sql`year_made between ${subject.year.from} and ${subject.year.to}` : sql`true`}
        and country in (${sql.join(subject.countries)})
        and coalesce(deal_price, price) > 0
    ) as trades`.execute(db);
  const row = rows[0];
  return row
    ? { ...row, median: Number(row.median), low: Number(row.low), high: Number(row.high) }
    : undefined;
}
