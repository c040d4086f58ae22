import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';

/*
 * The bounds every field of the API keeps, in one place: no schema spells out a length, a NUL
 * check or an id range of its own. Every string has a maximum length and only holds text
 * PostgreSQL can store; every id and number has a range that fits its column.
 */

/** The largest PostgreSQL `integer`: every id column, and the page number. */
export const INT4_MAX = 2_147_483_647;

/**
 * Text PostgreSQL can store, and that is text: no NUL (refused in `text`, error 22021), no lone
 * UTF-16 surrogate (refused in `jsonb`, silently replaced in `text`) and no U+FFFD, which is what
 * bytes that are not UTF-8 become when a body is decoded (a multipart field of invalid UTF-8 is
 * refused, not stored as replacement characters); surrogate pairs (emoji) are fine. A pattern
 * rather than a refinement, so the OpenAPI document states the rule too.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern keeps out
export const STORABLE_TEXT = /^(?:[^\u0000\uD800-\uDFFF\uFFFD]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/**
 * The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they can
 * make a nickname, a title or a file name read as something else ('invoice\u202Efdp.exe'). Every
 * text field drops them; the marks U+200E/U+200F stay.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
export const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');

/** '' and null (an empty form field) count as not sent. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

interface TextOptions {
  /** Trimmed unless false (passwords are taken as typed). */
  trim?: boolean;
  /** The message (or a function choosing it) when the field is missing or not a string. */
  error?: string | ((issue: { code: string }) => string | undefined);
  /** The message when it is longer than `max`. */
  tooLong?: string;
}

/**
 * A string of at most `max` characters of storable text. The length is checked first and stops
 * the checks, so a megabyte string costs nothing more. Chain `.min(1, key)` for a required field.
 */
export function textField(max: number, options: TextOptions = {}) {
  const base = z
    .string(options.error === undefined ? undefined : { error: options.error })
    .overwrite(withoutBidiControls);
  return (options.trim === false ? base : base.trim())
    .max(max, { abort: true, ...(options.tooLong === undefined ? {} : { message: options.tooLong }) })
    .regex(STORABLE_TEXT, 'validation.invalid_characters');
}

/** Optional text: trimmed, '' counts as not sent. */
export const optionalText = (max: number) =>
  textField(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** A whole number from `min` to `max` (multipart sends numbers as text). */
export const intField = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const optionalInt = (min: number, max: number) =>
  z.preprocess(blankToUndefined, intField(min, max).optional());

/** Degrees of latitude and longitude. */
export const latitudeField = z.coerce.number().min(-90).max(90);
export const longitudeField = z.coerce.number().min(-180).max(180);

/**
 * A pin on the map and the geocoder's name for it, each optional: where a factory, a drawing
 * request or production notice, or a freelancer's base is, for the lists' distance search.
 */
export const placeFields = {
  place_name: optionalText(200),
  lat: z.preprocess(blankToUndefined, latitudeField.optional()),
  lon: z.preprocess(blankToUndefined, longitudeField.optional()),
};

/** A pin is both coordinates or neither (a patch that moves it sends both): 'place.pin_whole' otherwise. */
export function checkPinWhole(value: { lat?: number; lon?: number }, ctx: z.RefinementCtx) {
  if ((value.lat === undefined) !== (value.lon === undefined))
    ctx.addIssue({ code: 'custom', path: ['lat'], message: 'place.pin_whole' });
}

/** A point as `lat,lon` in degrees, e.g. `37.5665,126.978`: the place a distance search measures from. */
const NEAR_PATTERN = /^\s*-?\d{1,3}(?:\.\d{1,12})?\s*,\s*-?\d{1,3}(?:\.\d{1,12})?\s*$/;

/** The latitude and longitude of a `near` value the schema accepted. */
export function parseNear(near: string): { lat: number; lon: number } {
  const [lat, lon] = near.split(',').map(Number) as [number, number];
  return { lat, lon };
}

/** `near` of a list: a point on the earth, or 'validation.near' (kept as text, so a URL carries it as sent). */
export const nearField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(60, { abort: true, message: 'validation.near' })
    .regex(NEAR_PATTERN, { abort: true, message: 'validation.near' })
    .refine((v) => {
      const { lat, lon } = parseNear(v);
      return Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
    }, 'validation.near')
    .optional(),
);

/** `within_km` of a list: the radius around `near`, whole km. */
export const withinKmField = optionalInt(1, LIMITS.distanceKmMax);

/** A list's distance search (issue 29): those within `within_km` of `near`, nearest first, each with its distance. */
export const nearFields = { near: nearField, within_km: withinKmField };

/** A row id: 1 to INT4_MAX. `message` replaces every message (e.g. 'Please select a category.'). */
export function idField(message?: string) {
  return z.coerce
    .number(message === undefined ? undefined : { error: message })
    .int(message)
    .min(1, message)
    .max(INT4_MAX, message);
}

export const optionalId = (message?: string) => z.preprocess(blankToUndefined, idField(message).optional());

/** An email address, lowercased (254 characters: the longest an address can be). */
export const emailField = textField(254).min(1).toLowerCase().pipe(z.email());

/** The opaque keyset cursor of a list (`meta.next_cursor` of the previous page). */
export const cursorField = textField(200, { trim: false }).optional();

/** `per_page` of a list, bounded so nobody pulls the table. */
export const perPageField = (defaultValue: number = LIMITS.perPageDefault, max: number = LIMITS.perPageMax) =>
  intField(1, max).default(defaultValue);

/** `?page=&per_page=` of every paged list. */
export const pageQuerySchema = z.object({
  page: intField(1, INT4_MAX).default(1),
  per_page: perPageField(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A numeric `{id}` route parameter; anything else is a 404, as the spec's §8 asks. */
export const idParamSchema = z.object({ id: idField() });

/** Multipart sends flags as '0'/'1'; JSON may send booleans. Nothing else is a flag ('' neither). */
export const flagSchema = z
  .union([z.boolean(), z.enum(['0', '1']), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === '1' || v === 1);

/** A flag that is false when not sent (never when sent blank: '' is refused like any other value). */
export const flagOrFalse = z.preprocess((v) => (v === undefined ? false : v), flagSchema);

/**
 * `image_ids[]` of uploaded images (POST /api/images), in order, without repeats; one value may
 * arrive as a plain field. `message` says the limit was passed.
 */
export const imageIdsField = (max: number, message: string) =>
  z
    .preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
      z.array(idField()).max(max, { abort: true, message }),
    )
    .transform((ids) => [...new Set(ids)]);
