import { productListQuerySchema } from '@contracts/schemas/products.ts';
import { withServedSort, type ProductFilters } from '../../api/products.ts';
import { queryFromParams } from '../../ui/use-url-query.ts';

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
  kind: true,
  main_from: true,
  main_to: true,
  hours_from: true,
  hours_to: true,
  power_from: true,
  power_to: true,
  weight_from: true,
  weight_to: true,
  working: true,
  loading: true,
  seller: true,
  near: true,
  within_km: true,
});

/** The filter sheet's fields, as typed ('' = any): every URL filter but the word and the category. */
export const SHEET_FIELDS = Object.keys(browseFilterSchema.shape).filter(
  (key) => key !== 'word' && key !== 'category_id',
) as Exclude<keyof typeof browseFilterSchema.shape, 'word' | 'category_id'>[];
export type FilterValues = Record<(typeof SHEET_FIELDS)[number], string>;

/**
 * The filters of a URL (`?word=&type=&min_price=…`): each value as the server would read it; a
 * value the server would refuse is left out rather than spoiling the others (the main figure's
 * sort without a kind too). The default sort ('latest') is left out too.
 */
export const filtersFromParams = (params: URLSearchParams): ProductFilters =>
  withServedSort(queryFromParams(browseFilterSchema, params));
