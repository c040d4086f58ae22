import { useUrlFilters } from './filter-bar.tsx';

/**
 * A tab kept in the URL (`?key=`), one of `values`; the first value is the default and leaves the
 * URL clean. Choosing one can reset other keys (a nested tab starts over).
 */
export function useUrlTab<T extends string>(key: string, values: readonly T[]) {
  const fallback = values[0] as T;
  const { params, setFilter } = useUrlFilters((k, v) => k === key && v === fallback);
  const raw = params.get(key) ?? '';
  const value = (values as readonly string[]).includes(raw) ? (raw as T) : fallback;
  const choose = (next: T, reset: readonly string[] = []) =>
    setFilter({ [key]: next, ...Object.fromEntries(reset.map((other) => [other, ''])) });
  return [value, choose] as const;
}
