import { productListQuerySchema } from '@contracts/schemas/products.ts';
import type { ProductFilters } from '../../api/products.ts';

/** The browse filters the URL carries, each parsed by the server's own `GET /api/products` schema. */
export const browseFilterSchema = productListQuerySchema.pick({
  word: true,
  category_id: true,
  type: true,
  sort: true,
  country: true,
  city: true,
  county: true,
  min_price: true,
  max_price: true,
  manufacturer: true,
  condition_grade: true,
  year_from: true,
  year_to: true,
});
const FILTER_KEYS = Object.keys(browseFilterSchema.shape) as (keyof typeof browseFilterSchema.shape)[];

/**
 * The filters of a URL (`?word=&type=&min_price=…`): each value as the server would read it; a
 * value the server would refuse is left out rather than spoiling the others. The default sort
 * ('latest') is left out too.
 */
export function filtersFromParams(params: URLSearchParams): ProductFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const parsed = browseFilterSchema.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  if (filters.sort === 'latest') delete filters.sort;
  return filters as ProductFilters;
}
