/**
 * Notices, FAQ entries and events written in the back office (`/api/admin/notices|faqs|events`).
 * Texts come per language as flat fields (`title_ko`, `content_en`, …: multipart has no nesting);
 * the audience's language (Korean for every language) is required, the others fall back to Korean.
 * Bodies are HTML, sanitised by the server with an allow-list; titles are plain text.
 */
import { CONTENT_KINDS } from '../enums.ts';
import { LANGUAGES, type Language } from '../languages.ts';
import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import {
  blankToUndefined,
  flagSchema,
  optionalId,
  optionalText,
  pageQuerySchema,
  textField,
} from './common.ts';
import { HTML_MARKUP } from './qnas.ts';

/** Who reads it: every language, or the members of one. */
export const CONTENT_AUDIENCES = ['all', ...LANGUAGES] as const;
export type ContentAudience = (typeof CONTENT_AUDIENCES)[number];

const flag = z.preprocess(blankToUndefined, flagSchema.optional()).transform((v) => v ?? false);
const title = optionalText(LIMITS.titleMax).refine((v) => v === undefined || !HTML_MARKUP.test(v), {
  message: 'validation.no_html',
});
const body = optionalText(LIMITS.contentBodyMax);
const localizedShape = Object.fromEntries(
  LANGUAGES.flatMap((language) => [
    [`title_${language}`, title],
    [`content_${language}`, body],
  ]),
) as Record<`title_${Language}`, typeof title> & Record<`content_${Language}`, typeof body>;

const baseShape = {
  language: z.preprocess(blankToUndefined, z.enum(CONTENT_AUDIENCES).default('all')),
  published: flag,
  pinned: flag,
  ...localizedShape,
};

/** The audience's own language must have a title and a body ('all' → Korean, the fallback). */
function requireMainLanguage(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const main = value.language === 'all' || value.language === undefined ? 'ko' : String(value.language);
  if (!value[`title_${main}`])
    ctx.addIssue({ code: 'custom', path: [`title_${main}`], message: 'product.title_required' });
  if (!value[`content_${main}`])
    ctx.addIssue({ code: 'custom', path: [`content_${main}`], message: 'content.required' });
}

/** `POST`/`PATCH /api/admin/notices(/{id})` and the FAQ's: with a category of their kind. */
export const adminArticleInputSchema = z
  .object({ ...baseShape, category_id: optionalId() })
  .superRefine(requireMainLanguage);
export type AdminArticleInput = z.infer<typeof adminArticleInputSchema>;

/** A moment of an event's period (ISO 8601), within years PostgreSQL and people both handle. */
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const LATEST = Date.parse('2100-01-01T00:00:00Z');
const dateField = textField(40, { error: 'validation.required' })
  .min(1, 'validation.required')
  .refine(
    (v) => {
      const time = Date.parse(v);
      return Number.isFinite(time) && time >= EARLIEST && time < LATEST;
    },
    { message: 'validation.invalid' },
  )
  .transform((v) => new Date(v));

/** `POST`/`PATCH /api/admin/events(/{id})`: a period (end after start) and a banner image. */
export const adminEventInputSchema = z
  .object({ ...baseShape, starts_at: dateField, ends_at: dateField, image_id: optionalId() })
  .superRefine((value, ctx) => {
    requireMainLanguage(value, ctx);
    if (value.starts_at instanceof Date && value.ends_at instanceof Date && value.ends_at <= value.starts_at)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'content.period_invalid' });
  });
export type AdminEventInput = z.infer<typeof adminEventInputSchema>;

/** `GET /api/admin/{kind}`: page paging, a search over every language's title, published or not. */
export const adminContentQuerySchema = pageQuerySchema.extend({
  search: textField(100).optional(),
  published: z.preprocess(blankToUndefined, flagSchema.optional()),
});
export type AdminContentQuery = z.infer<typeof adminContentQuerySchema>;

export const contentPublishSchema = z.object({ published: flagSchema });
export const contentPinSchema = z.object({ pinned: flagSchema });

export const contentKindParamSchema = z.object({ kind: z.enum(CONTENT_KINDS) });

/** `GET /api/faqs`: a category and a search word. */
export const faqsQuerySchema = pageQuerySchema.extend({
  category_id: optionalId(),
  word: optionalText(LIMITS.faqSearchMax),
});
