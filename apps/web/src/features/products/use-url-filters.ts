import { use, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductFilters } from '../../api/products.ts';
import type * as UrlFilters from './url-filters.ts';

/**
 * The parser of the URL's filters (the server's own schema, with zod) loads only when the URL has
 * any: the plain list, the usual landing, starts without ~22 KB of validation code.
 */
let parser: Promise<typeof UrlFilters> | undefined;
const loadParser = () => (parser ??= import('./url-filters.ts'));

export function paramsFromFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

export function useUrlFilters(): [ProductFilters, (next: ProductFilters) => void] {
  const [params, setParams] = useSearchParams();
  const parse = params.toString() !== '' ? use(loadParser()).filtersFromParams : null;
  const filters = useMemo(() => (parse ? parse(params) : {}), [parse, params]);
  return [filters, (next) => setParams(paramsFromFilters(next))];
}
