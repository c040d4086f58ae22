import { BROWSE_COUNTRIES } from '../countries.ts';
import { PROMOTION_LINK, PROMOTION_TYPES } from '../enums.ts';
import { LANGUAGES } from '../languages.ts';
import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { blankToUndefined, flagOrFalse, idField, intField, pageQuerySchema, textField } from './common.ts';

/** `GET /api/admin/promotions?type=`: one kind's promotions, newest first, page by page. */
export const adminPromotionsQuerySchema = pageQuerySchema.extend({
  type: z.preprocess(blankToUndefined, z.enum(PROMOTION_TYPES).optional()),
});
export type AdminPromotionsQuery = z.infer<typeof adminPromotionsQuerySchema>;

/** A date-time from a form (ISO 8601, `2026-11-24T01:00:00.000Z`), stored as an instant. */
const instantField = textField(40, { error: 'validation.required' })
  .min(1, { message: 'validation.required', abort: true })
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'validation.invalid', abort: true })
  .transform((v) => new Date(v));

/** Multipart sends one `countries[]` as a string; JSON an array. */
const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.enum(values)).max(values.length),
  );

/**
 * `POST /api/admin/promotions` and `PATCH /api/admin/promotions/{id}` (the whole form each time):
 * the image uploaded through `POST /api/images`, the link (internal: a path in the app; external:
 * an http(s) address), the schedule, the order within its kind, the pause switch, and the
 * countries and languages it targets (none: everyone).
 */
export const adminPromotionInputSchema = z
  .object({
    type: z.enum(PROMOTION_TYPES),
    image_id: idField('promotion.image_required'),
    url: z.preprocess(blankToUndefined, textField(LIMITS.promotionUrlMax).optional()),
    type_url: intField(PROMOTION_LINK.internal, PROMOTION_LINK.external),
    starts_at: instantField,
    ends_at: instantField,
    position: z.preprocess(blankToUndefined, intField(0, 10_000).default(0)),
    paused: flagOrFalse,
    countries: listOf(BROWSE_COUNTRIES),
    languages: listOf(LANGUAGES),
  })
  .superRefine((value, ctx) => {
    if (value.ends_at <= value.starts_at)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'promotion.ends_before_starts' });
    if (value.url === undefined) return;
    const fits =
      value.type_url === PROMOTION_LINK.internal
        ? /^\/(?!\/)/.test(value.url)
        : /^https?:\/\/[^\s/]+/i.test(value.url);
    if (!fits)
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message:
          value.type_url === PROMOTION_LINK.internal ? 'promotion.url_internal' : 'promotion.url_external',
      });
  });
export type AdminPromotionInput = z.infer<typeof adminPromotionInputSchema>;

/** `GET /api/admin/promotions/{id}/stats`: the days to show (the last 30 by default). */
export const promotionStatsQuerySchema = z.object({
  days: z.preprocess(blankToUndefined, intField(1, 366).default(30)),
});
