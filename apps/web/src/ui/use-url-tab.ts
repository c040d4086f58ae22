import { useMemo } from 'react';
import { useUrlQuery } from './use-url-query.ts';

/** A tab's field: one of `values`, the first when none is given (no zod: a tab needs none). */
function tabField<T extends string>(values: readonly [T, ...T[]]) {
  return {
    safeParse: (value: unknown) =>
      value === undefined || values.includes(value as T)
        ? { success: true as const, data: (value as T | undefined) ?? values[0] }
        : { success: false as const },
  };
}

/**
 * A tab kept in the URL (`?key=`), one of `values`; the first value is the default and leaves the
 * URL clean. Choosing one can reset other keys (a nested tab starts over).
 */
export function useUrlTab<T extends string>(key: string, values: readonly [T, ...T[]]) {
  const schema = useMemo(() => ({ shape: { [key]: tabField(values) } }), [key, values]);
  const [query, setQuery] = useUrlQuery(schema);
  const value = query[key] ?? values[0];
  const choose = (next: T, reset: readonly string[] = []) =>
    setQuery({ [key]: next, ...Object.fromEntries(reset.map((other) => [other, ''])) });
  return [value, choose] as const;
}
