import { INT4_MAX, type CursorPaged, type One, type Paged, type PageQuery } from '@steelyard/contracts';
import type { FastifyReply } from 'fastify';
import { ValidationError } from './errors.ts';

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

/**
 * A list ordered by id, newest first, paged by the last id seen: `cursor` → the id to read below
 * (a 422 for anything that is not an id), and the page of `rows` (read one past `perPage`) with
 * its envelope.
 */
export function idCursorOf(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const id = Number(cursor);
  if (!Number.isInteger(id) || id < 1 || id > INT4_MAX)
    throw ValidationError.field('cursor', 'validation.invalid');
  return id;
}

export function idCursorPaged<R extends { id: number }, T>(
  rows: R[],
  perPage: number,
  present: (row: R) => T,
  /** The cursor after a row: its id, unless the list has another order (nearest first). */
  cursorOf: (row: R) => string = (row) => String(row.id),
) {
  const page = rows.slice(0, perPage);
  const next = rows.length > perPage ? cursorOf(page.at(-1)!) : null;
  return cursorPaged(page.map(present), perPage, next);
}

/**
 * Sends an answer that was serialized already, through the same response schema (a kept answer,
 * serialized once for everyone who asks): the route's serializer is skipped for text.
 */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
