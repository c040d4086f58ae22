import { BROWSE_COUNTRIES } from '../countries.ts';
import { LANGUAGES } from '../languages.ts';
import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { blankToUndefined, cursorField, flagSchema, pageQuerySchema, textField } from './common.ts';
import { productListFiltersSchema } from './products.ts';

/**
 * What an alarm is about. Each kind is governed by one notification preference (see
 * `ALARM_KIND_PREFERENCE`); the review and inquiry kinds are raised by those capabilities.
 */
export const ALARM_KINDS = [
  'chat',
  'keyword',
  'review',
  'inquiry',
  'service',
  'announcement',
  'report',
  'business',
  'price_drop',
  'followed_post',
  'spec_alert',
] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

/** Who receives an admin announcement. */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'country', 'language'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/**
 * `GET /api/alarms`: newest first. `page`/`per_page` page with a total; sending `cursor` (empty
 * for the first page) switches to keyset paging, as the product list does.
 */
export const alarmListQuerySchema = pageQuerySchema.extend({
  cursor: cursorField,
});
export type AlarmListQuery = z.infer<typeof alarmListQuerySchema>;

/** `POST /api/keywords`: one keyword, at most 15 characters (spaces inside are kept). */
export const keywordAlertSchema = z.object({
  // A character may take two UTF-16 units: the units bound the work, the refinement counts characters.
  keyword: textField(LIMITS.keywordMaxLength * 2, {
    error: 'keyword.required',
    tooLong: 'product.keyword_too_long',
  })
    .min(1, 'keyword.required')
    .refine((k) => [...k].length <= LIMITS.keywordMaxLength, { message: 'product.keyword_too_long' }),
});
export type KeywordAlertInput = z.infer<typeof keywordAlertSchema>;

const specAlertName = textField(LIMITS.specAlertNameMax, { error: 'spec_alert.name_required' }).min(
  1,
  'spec_alert.name_required',
);

/**
 * `POST /api/spec-alerts`: the list's filters as they are (at least one), a name, and whether the
 * matches come once a day instead of at once.
 */
export const specAlertSchema = z.object({
  name: specAlertName,
  filters: productListFiltersSchema.refine(
    (filters) => Object.values(filters).some((value) => value !== undefined),
    { message: 'spec_alert.filters_required' },
  ),
  digest: flagSchema.default(false),
});
export type SpecAlertInput = z.infer<typeof specAlertSchema>;

/** `PATCH /api/spec-alerts/:id`: a new name, the digest choice, or both. */
export const specAlertUpdateSchema = z
  .object({ name: specAlertName.optional(), digest: flagSchema.optional() })
  .refine((value) => value.name !== undefined || value.digest !== undefined, {
    message: 'user.account_nothing',
  });
export type SpecAlertUpdate = z.infer<typeof specAlertUpdateSchema>;

/** `POST /api/admin/alarms`: an announcement to everyone, a country's or a language's members. */
export const announcementSchema = z
  .object({
    title: textField(LIMITS.announcementTitleMax, { error: 'validation.required' }).min(1),
    body: textField(LIMITS.announcementBodyMax, { error: 'content.required' }).min(1, 'content.required'),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES),
    audience_value: z.preprocess(blankToUndefined, textField(10).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.audience === 'country') {
      const countries: readonly string[] = BROWSE_COUNTRIES;
      if (!value.audience_value || !countries.includes(value.audience_value))
        ctx.addIssue({ code: 'custom', path: ['audience_value'], message: 'validation.choice' });
    }
    if (value.audience === 'language') {
      const languages: readonly string[] = LANGUAGES;
      if (!value.audience_value || !languages.includes(value.audience_value))
        ctx.addIssue({ code: 'custom', path: ['audience_value'], message: 'validation.choice' });
    }
  });
export type AnnouncementInput = z.infer<typeof announcementSchema>;
