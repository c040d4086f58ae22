import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CONDITION_GRADES, PRODUCT_SORTS, PRODUCT_TYPES } from '@contracts/enums.ts';
import type { ProductFilters } from '../../api/products.ts';

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
};
const text = (value: string | null) => (value && value.trim() ? value.trim() : undefined);

/** The browse filters the URL carries (`word`, `category_id`, `type`, `sort`, `country`, …). */
export function filtersFromParams(params: URLSearchParams): ProductFilters {
  const type = params.get('type');
  const sort = params.get('sort');
  const filters: ProductFilters = {
    word: text(params.get('word')),
    category_id: positiveInt(params.get('category_id')) || undefined,
    type: PRODUCT_TYPES.find((t) => t === type),
    sort: PRODUCT_SORTS.find((s) => s === sort),
    country: text(params.get('country'))?.toUpperCase(),
    city: text(params.get('city')),
    county: text(params.get('county')),
    min_price: positiveInt(params.get('min_price')),
    max_price: positiveInt(params.get('max_price')),
    manufacturer: text(params.get('manufacturer')),
    condition_grade: CONDITION_GRADES.find((g) => g === params.get('condition_grade')),
    year_from: positiveInt(params.get('year_from')),
    year_to: positiveInt(params.get('year_to')),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as ProductFilters;
}

export function paramsFromFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

export function useUrlFilters(): [ProductFilters, (next: ProductFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  return [filters, (next) => setParams(paramsFromFilters(next))];
}
