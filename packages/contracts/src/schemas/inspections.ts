/** Inspection requests, reports and the seller's response (`/api/inspections`, issue 30). */
import { INSPECTION_RATINGS } from '../inspection-checklists.ts';
import { INSPECTION_LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { flagSchema, imageIdsField, textField } from './common.ts';

/** A calendar day, YYYY-MM-DD, that exists. */
const dayField = z
  .string({ error: 'inspection.date_required' })
  .max(10, 'inspection.date_required')
  .regex(/^\d{4}-\d\d-\d\d$/, 'inspection.date_required')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'inspection.date_required');

/**
 * `POST /api/inspections/requests/{id}/report`: a rating for every component of the post's
 * checklist (the server checks the set), notes, photos (`image_ids`, uploaded by the inspector
 * through `POST /api/images`) and the day of the inspection, not after today.
 */
export const inspectionReportInputSchema = z.object({
  inspected_on: dayField,
  ratings: z
    .array(
      z.object({
        component: z
          .string()
          .max(40)
          .regex(/^[a-z_]{1,40}$/),
        rating: z.enum(INSPECTION_RATINGS),
      }),
    )
    .min(1, 'inspection.ratings_incomplete')
    .max(40),
  notes: textField(INSPECTION_LIMITS.notesMax).default(''),
  image_ids: imageIdsField(INSPECTION_LIMITS.photosPerReport, 'inspection.too_many_photos'),
});
export type InspectionReportInput = z.infer<typeof inspectionReportInputSchema>;

/** `POST /api/inspections/reports/{id}/response`: the seller's one answer. */
export const inspectionResponseInputSchema = z.object({
  response: textField(INSPECTION_LIMITS.responseMax).min(1, 'inspection.response_required'),
});
export type InspectionResponseInput = z.infer<typeof inspectionResponseInputSchema>;

/** `PATCH /api/admin/users/{id}/inspector`: the back office marks a member as inspector, or takes it. */
export const inspectorFlagSchema = z.object({ is_inspector: flagSchema });
export type InspectorFlagInput = z.infer<typeof inspectorFlagSchema>;
