import { TRUST_LIMITS } from '../limits.ts';
import {
  REPORT_ACTIONS,
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORTABLE_TYPES,
} from '../reports.ts';
import { z } from '../zod-messages.ts';
import {
  blankToUndefined,
  emailField,
  idField,
  intField,
  optionalText,
  pageQuerySchema,
  textField,
} from './common.ts';

/** `POST /api/reports`: a post, a member or a chat message, with a reason (spec §5) and a short text. */
export const reportCreateSchema = z.object({
  reportable_type: z.enum(REPORTABLE_TYPES),
  reportable_id: idField(),
  reason: z.enum(REPORT_REASONS, { error: 'report.reason_required' }),
  text: optionalText(TRUST_LIMITS.reportTextMax),
});
export type ReportCreateInput = z.infer<typeof reportCreateSchema>;

/** `GET /api/admin/reports`: the desk's queue by status and kind, oldest open first. */
export const adminReportsQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(REPORT_STATUSES).default('open')),
  kind: z.preprocess(blankToUndefined, z.enum(REPORT_KINDS).optional()),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

/** `POST /api/admin/reports/{id}/actions`: one action; a suspension for `days` days. */
export const adminReportActionSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS),
    days: z.preprocess(blankToUndefined, intField(1, TRUST_LIMITS.suspensionDaysMax).optional()),
    note: optionalText(TRUST_LIMITS.moderationNoteMax),
  })
  .refine((v) => v.action !== 'suspend' || v.days !== undefined, {
    message: 'report.days_required',
    path: ['days'],
  });
export type AdminReportActionInput = z.infer<typeof adminReportActionSchema>;

/** `GET /api/admin/reviews`: search reviews by text or member nickname. */
export const adminReviewsQuerySchema = pageQuerySchema.extend({
  search: textField(100).optional(),
});

/**
 * `POST /api/requestRemoves`: anyone (visitor or member) asks for content or personal data to be
 * removed: who asks, an email to answer to, the address of the content and why.
 */
export const removeRequestSchema = z.object({
  name: textField(TRUST_LIMITS.removeNameMax).min(1, 'remove.name_required'),
  email: emailField,
  url: textField(TRUST_LIMITS.removeUrlMax).min(1, 'remove.url_required'),
  reason: textField(TRUST_LIMITS.removeReasonMax).min(1, 'content.required'),
});
export type RemoveRequestInput = z.infer<typeof removeRequestSchema>;
