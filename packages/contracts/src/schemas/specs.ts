import { localizedLabelSchema, specChecklistSchema, specFieldsSchema } from '../specs.ts';
import { z } from '../zod-messages.ts';

/**
 * `PUT /api/admin/specTemplates/{id}`: the template's names and fields, saved as a new version
 * (posts keep the version they were written against). The kind's main figure stays the same
 * field (lists compare it across versions), so it must remain a number field. Sent as JSON.
 */
export const specTemplateInputSchema = z.object({
  titles: localizedLabelSchema,
  fields: specFieldsSchema,
  checklist: specChecklistSchema.default([]),
});
export type SpecTemplateInput = z.infer<typeof specTemplateInputSchema>;
