import { useMemo } from 'react';
import { optionalId } from '@contracts/schemas/common.ts';
import type { z } from '@contracts/zod-messages.ts';
import { useUrlQuery } from '../ui/use-url-query.ts';

type Patch = Record<string, string | number | boolean | null | undefined>;

const withoutKeys = (values: Patch, keys: Patch) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !(key in keys)));

/**
 * A back-office list's state in the URL: its filters and `page`, read by the list's own query
 * schema, and `?id=` (the row opened). `go(patch)` moves to another view, a new history entry so
 * the back button returns: the keys given change, the other filters and the page stay, and the
 * opened row closes unless `id` is given. `onPage` is the table's pager.
 */
export function useAdminList<S extends z.ZodObject>(schema: S) {
  const urlSchema = useMemo(() => schema.extend({ id: optionalId() }), [schema]);
  const [query, setQuery] = useUrlQuery(urlSchema);
  const values = query as Record<string, unknown> & { page?: number; id?: number };
  // The keys given first, in their order: a form's filters keep the form's order in the URL.
  const go = (patch: Patch) =>
    setQuery(
      { ...patch, ...withoutKeys({ ...(query as Patch), id: undefined }, patch) },
      { push: true, clear: true },
    );
  return {
    query: query as Partial<z.output<S>>,
    page: values.page ?? 1,
    openId: values.id ?? null,
    /** Changes with the URL's view: a filter form keyed on it starts over after back/forward. */
    viewKey: JSON.stringify(query),
    go,
    onPage: (page: number) => go({ page }),
  };
}
