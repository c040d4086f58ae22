import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A country whose trades count, with the factor that turns its prices into the band's currency. */
export interface PricedCountry {
  country: string;
  factor: number;
  /** Priced in another currency than the band's. */
  converted: boolean;
}

/** The machines a band is about: a category, maker and model, years around one, in some countries. */
export interface BandSubject {
  categoryId: number;
  manufacturer: string;
  model: string;
  /** Years either side of it count; all years without one. */
  year?: { from: number; to: number };
  countries: PricedCountry[];
}

/**
 * The completed trades of one machine (the price agreed by an accepted offer, else the asking
 * price, times its country's factor), counted, with their median and middle range (10th to 90th
 * percentile) and how many were converted, in one read of `products_trade_prices_idx`.
 */
export async function findTradePrices(db: Db, subject: BandSubject) {
  const countries = subject.countries.map(
    (c) => sql`(${c.country}::text, ${c.factor}::float8, ${c.converted}::boolean)`,
  );
  const { rows } = await sql<{ count: number; converted: number; median: number; low: number; high: number }>`
    select count(*)::int as count,
           (count(*) filter (where converted))::int as converted,
           percentile_cont(0.5) within group (order by paid) as median,
           percentile_cont(0.1) within group (order by paid) as low,
           percentile_cont(0.9) within group (order by paid) as high
    from (
      select coalesce(deal_price, price) * priced.factor as paid, priced.converted
      from products
      join (values ${sql.join(countries)}) as priced (country, factor, converted)
        on priced.country = products.country
      where status = 'completed' and deleted_at is null
        and manufacturer is not null and model is not null
        and category_id = ${subject.categoryId}
        and lower(manufacturer) = lower(${subject.manufacturer})
        and lower(model) = lower(${subject.model})
        and ${subject.year ? sql`year_made between ${subject.year.from} and ${subject.year.to}` : sql`true`}
        and coalesce(deal_price, price) > 0
    ) as trades`.execute(db);
  const row = rows[0];
  return row
    ? { ...row, median: Number(row.median), low: Number(row.low), high: Number(row.high) }
    : undefined;
}

/** A live sale post's price and the machine it is, for comparing it with its band. */
export function findPricedMachine(db: Db, productId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'price', 'category_id', 'manufacturer', 'model', 'year_made', 'country'])
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .where('type', '=', 'sale')
    .where('price', '>', 0)
    .where('manufacturer', 'is not', null)
    .where('model', 'is not', null)
    .executeTakeFirst();
}
