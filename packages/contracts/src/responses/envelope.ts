/**
 * The envelopes every answer comes in (design §3) and the shared error shapes. Each response
 * schema here and beside it is a route's `schema.response`: the server serializes through it, so
 * a field not in the schema is never sent, and the OpenAPI document at /api/docs shows it. Schemas
 * with an `id` become components of that document.
 */
import { z } from '../zod-messages.ts';

/**
 * An ISO 8601 instant in UTC, as presenters write every time (`toISOString()`). Documented, not
 * re-checked on the way out: serializing runs on every answer, and a format check per field made
 * a 20-post page several times slower to serialize (docs/decisions.md, 'One wire').
 */
export const dateTime = z.string().meta({ format: 'date-time' });
/** A database id or a count: documented as an integer, not re-checked on the way out (as above). */
export const int = z.number().meta({ type: 'integer' });

export const pageMetaSchema = z
  .object({ current_page: int, last_page: int, per_page: int, total: int })
  .meta({ id: 'PageMeta' });
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const cursorMetaSchema = z.object({ per_page: int, next_cursor: z.string().nullable() }).meta({
  id: 'CursorMeta',
  description:
    'Keyset paging for infinite scroll: send `cursor=next_cursor` for the next page (null: the end).',
});
export type CursorMeta = z.infer<typeof cursorMetaSchema>;

/** Page paging that also hands out the cursor of the page's end. */
export const pageCursorMetaSchema = pageMetaSchema
  .extend({ next_cursor: z.string().nullable() })
  .meta({ id: 'PageCursorMeta' });

export interface One<T> {
  data: T;
}
export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}
export interface CursorPaged<T> {
  data: T[];
  meta: CursorMeta;
}

/** `{data}` for one resource (or a boot call's list). */
export const oneOf = <T extends z.ZodType>(data: T) => z.object({ data });
/** `{data, meta}` for a page of a list. */
export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema });
/** `{data, meta: {per_page, next_cursor}}` for a keyset page of a list. */
export const cursorPagedOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: cursorMetaSchema });
/** Page paging with a total and the end's cursor, or keyset paging when the request sent `cursor`. */
export const pageOrCursorOf = <T extends z.ZodType>(item: T) =>
  z.union([z.object({ data: z.array(item), meta: pageCursorMetaSchema }), cursorPagedOf(item)]);

/** `{data: null}`: a write that has nothing to show. */
export const emptyDataSchema = oneOf(z.null());
/** A created row that the caller needs only the id of (logs, clicks, views). */
export const createdIdDtoSchema = z.object({ id: int });

/** No body (204). */
export const noContentSchema = z.undefined().describe('No content');
/** A redirect (no body); `description` says where to. */
export const redirectSchema = (description: string) => z.undefined().describe(description);

/** 401, 403, 404, 419, 429, 500: one translated sentence. */
export const errorResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'ErrorResponse', description: 'A refusal or failure, in the request language.' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** 422: the first message, and every message per field (spec §5). */
export const validationFailureSchema = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
  .meta({ id: 'ValidationFailure', description: 'Messages per field, in the request language.' });
export type ValidationFailure = z.infer<typeof validationFailureSchema>;

/** Where it is on the map (see placeFields) and, in a list asked with `near`, how far. */
export const placeDtoFields = {
  place_name: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** How far it is from the list's `near` point, in km (0.1 km steps); only with `near`. */
  distance_km: z.number().optional(),
};
