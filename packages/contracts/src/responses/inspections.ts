/** Inspection requests and reports as requesters, inspectors, sellers and the back office read them. */
import { INSPECTION_RATINGS } from '../inspection-checklists.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int } from './envelope.ts';
import { imageDtoSchema } from './products.ts';

const nickname = z.string().nullable();

/** A filed report: a rating per component, notes, photos, the day, and the seller's one response. */
export const inspectionReportDtoSchema = z
  .object({
    id: int,
    product_id: int,
    inspector: z.object({ id: int, nickname: z.string() }).nullable(),
    inspected_on: z.string(),
    ratings: z.array(z.object({ component: z.string(), rating: z.enum(INSPECTION_RATINGS) })),
    notes: z.string(),
    images: z.array(imageDtoSchema),
    seller_response: z.string().nullable(),
    responded_at: dateTime.nullable(),
    created_at: dateTime,
    /** The post's content was edited after the report was filed: the report shows 'before the last edit'. */
    stale: z.boolean(),
  })
  .meta({ id: 'InspectionReport' });
export type InspectionReportDto = z.infer<typeof inspectionReportDtoSchema>;

/** `GET /api/products/{id}/inspection`: the latest report, and the viewer's own open request. */
export const productInspectionDtoSchema = z
  .object({
    report: inspectionReportDtoSchema.nullable(),
    /** The viewer asked and no report closed it yet (null for a visitor, the seller, or none open). */
    my_request: z.object({ id: int, created_at: dateTime }).nullable(),
    /** Whether the viewer may file a report (an admin or an inspector, not the seller). */
    can_inspect: z.boolean(),
  })
  .meta({ id: 'ProductInspection' });
export type ProductInspectionDto = z.infer<typeof productInspectionDtoSchema>;

/** An open request in the inspectors' queue, with the checklist its report rates. */
export const inspectionRequestDtoSchema = z
  .object({
    id: int,
    product: z.object({ id: int, title: z.string(), thumb_url: z.string().nullable() }),
    requester: z.object({ id: int, nickname: nickname }),
    checklist: z.array(z.string()),
    created_at: dateTime,
  })
  .meta({ id: 'InspectionRequest' });
export type InspectionRequestDto = z.infer<typeof inspectionRequestDtoSchema>;

/** The back office's inspectors: members marked so (admins inspect anyway). */
export const inspectorDtoSchema = z
  .object({ id: int, nickname: z.string(), email: z.string().nullable(), is_inspector: z.boolean() })
  .meta({ id: 'Inspector' });
export type InspectorDto = z.infer<typeof inspectorDtoSchema>;
