/** Category templates of technical fields (issue 28). */
import { localizedLabelSchema, specChecklistItemSchema, specFieldSchema } from '../specs.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int } from './envelope.ts';

/** A template at one version: what a post was written against, or the current one for a new post. */
export const specTemplateDtoSchema = z
  .object({
    id: int,
    /** The machine kind (`lathe`, `press`, …): the list's `kind` filter. */
    slug: z.string().max(40),
    /** The product category (by slug) whose posts offer this template. */
    category_slug: z.string().max(40),
    titles: localizedLabelSchema,
    /** The key of the figure a buyer filters this kind by first (a lathe's swing). */
    main_field: z.string().max(40),
    version: int,
    fields: z.array(specFieldSchema).max(60),
    /** What a seller can confirm about the machine's condition. */
    checklist: z.array(specChecklistItemSchema).max(12),
  })
  .meta({ id: 'SpecTemplate' });
export type SpecTemplateDto = z.infer<typeof specTemplateDtoSchema>;

/** `GET /api/admin/specTemplates`: with when the current version was written. */
export const adminSpecTemplateDtoSchema = specTemplateDtoSchema
  .extend({ updated_at: dateTime })
  .meta({ id: 'AdminSpecTemplate' });
export type AdminSpecTemplateDto = z.infer<typeof adminSpecTemplateDtoSchema>;
