import { inspectionChecklist, type SpecField } from '@steelyard/contracts';

/** What an inspection rates and when a report is out of date (issue 30). */

/** The checklist of a post's kind, from its template's slug and fields (none without a template). */
export function checklistOf(row: { template_slug: string | null; template_fields: SpecField[] | null }) {
  return inspectionChecklist(
    row.template_slug
      ? { slug: row.template_slug, fieldKeys: (row.template_fields ?? []).map((field) => field.key) }
      : null,
  );
}

/** Whether the post's content was edited after the report was filed. */
export const isBeforeLastEdit = (report: {
  created_at: Date | string;
  product_edited_at: Date | string | null;
}) => report.product_edited_at !== null && new Date(report.product_edited_at) > new Date(report.created_at);
