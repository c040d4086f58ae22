import type {
  AdminReportDetailDto,
  AdminReportDto,
  DeskReason,
  ReportAction,
  ReportKind,
  ReportReason,
  ReportStatus,
  SanctionDto,
} from '@steelyard/contracts';
import type { FileStorage } from '../../lib/storage.ts';
import type { AdminReportDetail } from './reports.admin-service.ts';
import type { AdminReportRow } from './reports.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

function person(
  row: AdminReportRow,
  prefix: 'reporter' | 'target',
  storage: FileStorage,
): AdminReportDto['reporter'] {
  const id = prefix === 'reporter' ? row.reporter_id : row.target_user_id;
  const nickname = row[`${prefix}_nickname`];
  if (id === null || nickname === null) return null;
  const thumb = row[`${prefix}_thumb_path`];
  return {
    id,
    nickname,
    profile_image_url: thumb ? storage.url(thumb) : null,
    city: row[`${prefix}_city`],
    county: row[`${prefix}_county`],
  };
}

export function toAdminReportDto(row: AdminReportRow, storage: FileStorage): AdminReportDto {
  return {
    id: row.id,
    kind: row.kind as ReportKind,
    reportable_id: row.reportable_id,
    reason: row.reason as ReportReason | DeskReason | null,
    text: row.text,
    status: row.status as ReportStatus,
    action: row.action as ReportAction | null,
    reporter: person(row, 'reporter', storage),
    target: person(row, 'target', storage),
    snapshot: (row.snapshot ?? {}) as Record<string, unknown>,
    created_at: iso(row.created_at),
    handled_at: row.handled_at ? iso(row.handled_at) : null,
  };
}

export function toAdminReportDetailDto(
  detail: AdminReportDetail,
  storage: FileStorage,
): AdminReportDetailDto {
  return {
    ...toAdminReportDto(detail.report, storage),
    target_reports: detail.counts,
    target_sanctions: detail.sanctions.map((s): SanctionDto => ({
      id: s.id,
      kind: s.kind as SanctionDto['kind'],
      until: s.until ? iso(s.until) : null,
      report_id: s.report_id,
      created_at: iso(s.created_at),
    })),
    audits: detail.audits.map((audit) => ({
      ...audit,
      admin_id: audit.admin_id,
      changes: (audit.changes ?? {}) as Record<string, unknown>,
      created_at: iso(audit.created_at),
    })),
  };
}
