import {
  currencyOfCountry,
  LIMITS,
  pricedCountries,
  type PriceBandDto,
  type PriceBandQuery,
} from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import type { ExchangeRates } from '../../lib/exchange-rates.ts';
import { insertDeskEntry } from './desk-entries.repository.ts';
import { findPricedMachine, findTradePrices, type PricedCountry } from './price-bands.repository.ts';

/** Two significant figures: a band tells the level of a price, never one trade's exact figure. */
export function roundPrice(value: number): number {
  if (value <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/**
 * The countries whose trades count in a band in `currency`, each with the factor that turns its
 * prices into `currency`: its own countries at 1, and the others through the reference rates when
 * the deployment has a source that answers (otherwise the band stays in its own currency).
 */
async function countriesFor(currency: string, rates: ExchangeRates | null): Promise<PricedCountry[]> {
  const table = await rates?.latest().catch(() => null);
  const target = table?.rates[currency];
  return pricedCountries().flatMap(([country, theirs]): PricedCountry[] => {
    if (theirs === currency) return [{ country, factor: 1, converted: false }];
    const rate = table?.rates[theirs];
    return target && rate ? [{ country, factor: target / rate, converted: true }] : [];
  });
}

/**
 * What machines like this sold for on Steelyard (issue 28): the completed trades of the category,
 * maker and model, within `LIMITS.priceBandYears` of the year when one is given, in the currency
 * of `country`'s posts; trades in other currencies count through the reference rates, and the
 * band then says it is approximate. Null below `LIMITS.priceBandMinTrades` trades.
 */
export async function findPriceBand(
  db: Db,
  query: PriceBandQuery,
  requestCountry: string,
  rates: ExchangeRates | null,
): Promise<PriceBandDto | null> {
  const currency = currencyOfCountry(query.country ?? requestCountry);
  const years = LIMITS.priceBandYears;
  const prices = await findTradePrices(db, {
    categoryId: query.category_id,
    manufacturer: query.manufacturer.trim(),
    model: query.model.trim(),
    year: query.year === undefined ? undefined : { from: query.year - years, to: query.year + years },
    countries: await countriesFor(currency, rates),
  });
  if (!prices || prices.count < LIMITS.priceBandMinTrades) return null;
  return {
    currency,
    count: prices.count,
    median: roundPrice(prices.median),
    low: roundPrice(prices.low),
    high: roundPrice(prices.high),
    approximate: prices.converted > 0,
  };
}

/** A price under this share of its band's low end (the 10th percentile) goes to the desk. */
const UNDERPRICED_SHARE = 0.5;

/**
 * After a sale post's commit: a price far below what the same machine sold for (under half the
 * band's low end) goes to the moderation desk as possible scam bait. Only trades in the post's own
 * currency count here: a converted band is approximate, and a desk entry needs a person's time.
 */
export async function checkUnderpriced(db: Db, productId: number) {
  const post = await findPricedMachine(db, productId);
  if (!post?.price || !post.manufacturer || !post.model) return;
  const band = await findPriceBand(
    db,
    {
      category_id: post.category_id,
      manufacturer: post.manufacturer,
      model: post.model,
      year: post.year_made ?? undefined,
    },
    post.country,
    null,
  );
  if (!band || post.price >= band.low * UNDERPRICED_SHARE) return;
  await insertDeskEntry(db, {
    productId,
    reason: 'price_below_band',
    text: `${post.price} ${band.currency} < ${UNDERPRICED_SHARE} × ${band.low} (${band.low}–${band.high}, median ${band.median}, ${band.count} trades)`,
    details: { price_band: band },
  });
}
