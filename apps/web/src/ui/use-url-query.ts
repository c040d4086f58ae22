import { use, useMemo } from 'react';
import { useSearchParams } from 'react-router';
/**
 * What the hook needs of a schema: its fields, each reading a URL text as the server would. A
 * list's query schema from the contracts (`…QuerySchema`, a zod object) is one; a tab's list of
 * values (`useUrlTab`) is another, without zod.
 */
export interface QuerySchema {
  shape: Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;
}
/** What a field reads: the `data` of its successful parse. */
type Parsed<F> = F extends { safeParse(value: unknown): infer R }
  ? Extract<R, { success: true }> extends { data: infer D }
    ? D
    : never
  : never;
/** A value the URL can carry: a flag is written '1'/'0', as the server's `flagSchema` reads it. */
type UrlValue = string | number | boolean | null | undefined;
/** What the URL holds of a schema: each field as the server reads it, the schema's defaults left out. */
export type UrlQuery<S extends QuerySchema> = { [K in keyof S['shape']]?: Parsed<S['shape'][K]> };

/** A schema given as a loader (a dynamic import): loaded once, when a URL first has parameters. */
const loaded = new WeakMap<() => Promise<QuerySchema>, Promise<QuerySchema>>();
const schemaOf = <S extends QuerySchema>(loader: () => Promise<S>) => {
  if (!loaded.has(loader)) loaded.set(loader, loader());
  return loaded.get(loader) as Promise<S>;
};

function defaultOf(schema: QuerySchema, key: string): unknown {
  const parsed = schema.shape[key]?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
}

/**
 * The URL's values (`?status=&page=2`), each read by its field of the server's own schema: a value
 * the server would refuse is left out rather than spoiling the others, and so is a value equal
 * to the field's default (`page=1`, `sort=latest`).
 */
export function queryFromParams<S extends QuerySchema>(schema: S, params: URLSearchParams): UrlQuery<S> {
  const query: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = field.safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== defaultOf(schema, key)) {
      query[key] = parsed.data;
    }
  }
  return query as UrlQuery<S>;
}

/** A value as the URL (and a form's input) writes it: '' for none, a flag as '1'/'0'. */
export const textOf = (value: UrlValue) =>
  typeof value === 'boolean' ? (value ? '1' : '0') : String(value ?? '');

/**
 * A list's state kept in the URL (filters, page, tab, the open row), so a shared or reloaded list
 * keeps it and the back button works. Reads with `queryFromParams`; `setQuery(patch)` writes the
 * given keys and drops the empty ones and the schema's defaults; other keys of the URL stay unless
 * `clear`. It replaces the history entry unless `push` (a page or a row the back button returns
 * from). `schema` may be a loader: its module (zod and the schema) loads only once the URL has
 * parameters, so a plain list starts without it.
 */
export function useUrlQuery<S extends QuerySchema>(schema: S | (() => Promise<S>)) {
  const [params, setParams] = useSearchParams();
  const hasParams = params.size > 0;
  const resolved = typeof schema === 'function' ? (hasParams ? use(schemaOf(schema)) : null) : schema;
  const query = useMemo(
    () => (resolved ? queryFromParams(resolved, params) : ({} as UrlQuery<S>)),
    [resolved, params],
  );
  const setQuery = (
    patch: Partial<Record<keyof S['shape'] & string, UrlValue>>,
    { push = false, clear = false }: { push?: boolean; clear?: boolean } = {},
  ) => {
    const next = new URLSearchParams(clear ? undefined : params);
    for (const [key, value] of Object.entries(patch) as [string, UrlValue][]) {
      const text = textOf(value);
      const fallback = resolved ? defaultOf(resolved, key) : undefined;
      if (text === '' || (fallback !== undefined && text === textOf(fallback as UrlValue))) next.delete(key);
      else next.set(key, text);
    }
    setParams(next, { replace: !push });
  };
  return [query, setQuery] as const;
}
