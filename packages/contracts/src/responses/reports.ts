/** Reports as their reporter and the moderation desk see them. */
import { DESK_REASONS, REPORT_ACTIONS, REPORT_KINDS, REPORT_REASONS, REPORT_STATUSES } from '../reports.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int } from './envelope.ts';
import { adminAuditDtoSchema, publicUserDtoSchema } from './users.ts';

/** `POST /api/reports`: what the reporter gets back (nothing about anyone else). */
export const reportDtoSchema = z
  .object({ id: int, status: z.enum(REPORT_STATUSES), created_at: dateTime })
  .meta({ id: 'Report' });
export type ReportDto = z.infer<typeof reportDtoSchema>;

/** A row of the desk's queue. */
export const adminReportDtoSchema = z
  .object({
    id: int,
    kind: z.enum(REPORT_KINDS),
    /** The post, member or message id; null for a removal request. */
    reportable_id: int.nullable(),
    /**
     * A member's reason, or the desk's own finding (`DESK_REASONS`, no reporter); null for a
     * removal request (its reason is in `text`).
     */
    reason: z.enum([...REPORT_REASONS, ...DESK_REASONS]).nullable(),
    text: z.string().nullable(),
    status: z.enum(REPORT_STATUSES),
    action: z.enum(REPORT_ACTIONS).nullable(),
    /** Null for a visitor's removal request. */
    reporter: publicUserDtoSchema.nullable(),
    /** The member the report is about (the author of the post or message), when there is one. */
    target: publicUserDtoSchema.nullable(),
    /**
     * The reported content as it was at report time: the post, the profile, or the message with its
     * neighbours; for a removal request, who asks, their contact and the address of the content.
     */
    snapshot: z.record(z.string(), z.unknown()),
    created_at: dateTime,
    handled_at: dateTime.nullable(),
  })
  .meta({ id: 'AdminReport' });
export type AdminReportDto = z.infer<typeof adminReportDtoSchema>;

export const sanctionDtoSchema = z
  .object({
    id: int,
    kind: z.enum(['warning', 'suspension', 'withdrawal']),
    until: dateTime.nullable(),
    report_id: int.nullable(),
    created_at: dateTime,
  })
  .meta({ id: 'Sanction' });
export type SanctionDto = z.infer<typeof sanctionDtoSchema>;

/** `GET /api/admin/reports/{id}`: the report, the target's history, and what the desk did. */
export const adminReportDetailDtoSchema = adminReportDtoSchema
  .extend({
    /** Reports about the same member, by status (this one included). */
    target_reports: z.object({ open: int, handled: int, dismissed: int }),
    target_sanctions: z.array(sanctionDtoSchema),
    audits: z.array(adminAuditDtoSchema),
  })
  .meta({ id: 'AdminReportDetail' });
export type AdminReportDetailDto = z.infer<typeof adminReportDetailDtoSchema>;
