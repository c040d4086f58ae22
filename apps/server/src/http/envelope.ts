import type { CursorPaged, One, Paged, PageQuery } from '@steelyard/contracts';

/** `{data}` for one resource. */
export function one<T>(data: T): One<T> {
  return { data };
}

/** `{data, meta}` for a page of a list. */
export function paged<T>(rows: T[], total: number, query: PageQuery): Paged<T> {
  return {
    data: rows,
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      per_page: query.per_page,
      total,
    },
  };
}

/** `{data, meta: {per_page, next_cursor}}` for a keyset page of a list. */
export function cursorPaged<T>(rows: T[], perPage: number, nextCursor: string | null): CursorPaged<T> {
  return { data: rows, meta: { per_page: perPage, next_cursor: nextCursor } };
}

export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.per_page;
}
