import { productListFiltersSchema, productListQuerySchema } from '@contracts/schemas/products.ts';
import { withServedSort, type ProductFilters } from '../../api/products.ts';
import { queryFromParams } from '../../ui/use-url-query.ts';

/**
 * The browse filters the URL carries, each parsed by the server's own `GET /api/products` schema:
 * the filters a spec alert keeps, the sort and the distance.
 */
export const browseFilterSchema = productListFiltersSchema.extend(
  productListQuerySchema.pick({ sort: true, near: true, within_km: true }).shape,
);

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
