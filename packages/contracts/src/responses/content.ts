/** The content module's answers: notices, FAQ, events, and the back office's edit of them. */
import { EVENT_PERIODS } from '../enums.ts';
import { LANGUAGES } from '../languages.ts';
import { CONTENT_AUDIENCES } from '../schemas/content.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int } from './envelope.ts';
import { imageDtoSchema } from './products.ts';

const localizedSchema = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodString
  >,
);

export const noticeDtoSchema = z
  .object({
    id: int,
    category_id: int.nullable(),
    title: z.string(),
    content: z.string(),
    pinned: z.boolean(),
    created_at: dateTime,
  })
  .meta({ id: 'Notice' });
export type NoticeDto = z.infer<typeof noticeDtoSchema>;

export const faqDtoSchema = z
  .object({ id: int, category_id: int.nullable(), question: z.string(), answer: z.string() })
  .meta({ id: 'Faq' });
export type FaqDto = z.infer<typeof faqDtoSchema>;

export const eventDtoSchema = z
  .object({
    id: int,
    title: z.string(),
    content: z.string(),
    image_url: z.string().nullable(),
    starts_at: dateTime,
    ends_at: dateTime,
    period: z.enum(EVENT_PERIODS),
  })
  .meta({ id: 'Event' });
export type EventDto = z.infer<typeof eventDtoSchema>;

/** A notice, FAQ entry or event as the back office edits it: every language's texts. */
export const adminContentDtoSchema = z
  .object({
    id: int,
    category_id: int.nullable(),
    language: z.enum(CONTENT_AUDIENCES),
    published: z.boolean(),
    pinned: z.boolean(),
    title: localizedSchema,
    content: localizedSchema,
    starts_at: dateTime.nullable(),
    ends_at: dateTime.nullable(),
    period: z.enum(EVENT_PERIODS).nullable(),
    image: imageDtoSchema.nullable(),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .meta({ id: 'AdminContent' });
export type AdminContentDto = z.infer<typeof adminContentDtoSchema>;
