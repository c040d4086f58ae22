import {
  countriesPricedIn,
  currencyOfCountry,
  LIMITS,
  type PriceBandDto,
  type PriceBandQuery,
} from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { findTradePrices } from './price-bands.repository.ts';

/** Two significant figures: a band tells the level of a price, never one trade's exact figure. */
export function roundPrice(value: number): number {
  if (value <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/**
 * What machines like this sold for on Steelyard (issue 28): the completed trades of the category,
 * maker and model, within `LIMITS.priceBandYears` of the year when one is given, priced in the
 * currency of `country`'s posts. Null below `LIMITS.priceBandMinTrades` trades.
 */
export async function showPriceBand(
  db: Db,
  query: PriceBandQuery,
  requestCountry: string,
): Promise<PriceBandDto | null> {
  const currency = currencyOfCountry(query.country ?? requestCountry);
  const years = LIMITS.priceBandYears;
  const prices = await findTradePrices(db, {
    categoryId: query.category_id,
    manufacturer: query.manufacturer.trim(),
    model: query.model.trim(),
    year: query.year === undefined ? undefined : { from: query.year - years, to: query.year + years },
    countries: countriesPricedIn(currency),
  });
  if (!prices || prices.count < LIMITS.priceBandMinTrades) return null;
  return {
    currency,
    count: prices.count,
    median: roundPrice(prices.median),
    low: roundPrice(prices.low),
    high: roundPrice(prices.high),
  };
}
