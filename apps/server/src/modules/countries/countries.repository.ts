import { BROWSE_COUNTRIES, type BrowseCountry } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { productsWithSeller, whereVisible } from '../products/products.repository.ts';

const NAMED_COUNTRIES = new Set<string>(BROWSE_COUNTRIES.filter((c) => c !== 'OTHER'));

/**
 * How many posts the public lists show per country of the browsing list (the rest under
 * 'OTHER'), in the list's order. One grouped count over the visible posts; blocks are not
 * applied, so the numbers are the same for everyone (and cacheable).
 */
export async function countVisibleProductsByCountry(
  db: Db,
  minPriceForShow: number,
): Promise<{ country: BrowseCountry; count: number }[]> {
  const rows = await whereVisible(productsWithSeller(db), { minPriceForShow })
    .select(['products.country', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('products.country')
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = row.country && NAMED_COUNTRIES.has(row.country) ? row.country : 'OTHER';
    counts.set(key, (counts.get(key) ?? 0) + Number(row.count));
  }
  return BROWSE_COUNTRIES.map((country) => ({ country, count: counts.get(country) ?? 0 }));
}
