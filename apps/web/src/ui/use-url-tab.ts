import { useMemo } from 'react';
import { z } from '@contracts/zod-messages.ts';
import { useUrlQuery } from './use-url-query.ts';

/**
 * A tab kept in the URL (`?key=`), one of `values`; the first value is the default and leaves the
 * URL clean. Choosing one can reset other keys (a nested tab starts over).
 */
export function useUrlTab<T extends string>(key: string, values: readonly [T, ...T[]]) {
  const schema = useMemo(() => z.object({ [key]: z.enum(values).default(values[0]) }), [key, values]);
  const [query, setQuery] = useUrlQuery(schema);
  const value = (query[key] as T | undefined) ?? values[0];
  const choose = (next: T, reset: readonly string[] = []) =>
    setQuery({ [key]: next, ...Object.fromEntries(reset.map((other) => [other, ''])) });
  return [value, choose] as const;
}
