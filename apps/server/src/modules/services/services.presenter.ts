import type {
  ServiceFileDto,
  ServiceFileFormat,
  ServiceProcess,
  ServiceQuoteDto,
  ServiceQuoteStatus,
  ServiceRequestDto,
  ServiceRequestKind,
  ServiceRequestStatus,
  ServiceRequestSummaryDto,
} from '@steelyard/contracts';
import { toPlaceDto } from '../../db/distance.ts';
import type { ServiceQuoteRow, ServiceRequestRow, ServiceRequestSummaryRow } from './services.repository.ts';

const iso = (value: Date) => new Date(value).toISOString();

/** The API path of a kind's requests (files are served under it). */
export const SERVICE_API: Record<ServiceRequestKind, string> = {
  drawing: '/api/drawingRequests',
  production: '/api/bigNotices',
};

/** The web page of a request, per kind (alarms and chat rooms link to it). */
export const SERVICE_PAGE: Record<ServiceRequestKind, string> = {
  drawing: '/drawingRequests',
  production: '/bigNotices',
};

export const toServiceRequestSummaryDto = (row: ServiceRequestSummaryRow): ServiceRequestSummaryDto => ({
  id: row.id,
  kind: row.kind as ServiceRequestKind,
  title: row.title,
  process: row.process as ServiceProcess | null,
  quantity: row.quantity,
  city: row.city,
  county: row.county,
  ...toPlaceDto(row),
  deadline: row.deadline,
  closes_on: row.closes_on,
  budget: row.budget,
  country: row.country,
  is_confidential: row.is_confidential,
  status: row.status as ServiceRequestStatus,
  quote_count: row.quote_count,
  file_count: row.file_count,
  user: { id: row.user_id, nickname: row.user_nickname },
  is_hidden: row.hidden_at !== null,
  created_at: iso(row.created_at),
});

type FileRow = { id: number; filename: string; format: string; size: number };

export function toServiceRequestDto(
  row: ServiceRequestRow,
  files: FileRow[],
  viewer: ServiceRequestDto['viewer'],
): ServiceRequestDto {
  const kind = row.kind as ServiceRequestKind;
  // The link to a file is given only to a reader the checked route would serve.
  const toFile = (file: FileRow): ServiceFileDto => ({
    id: file.id,
    filename: file.filename,
    format: file.format as ServiceFileFormat,
    size: file.size,
    url: viewer.can_read_files ? `${SERVICE_API[kind]}/${row.id}/files/${file.id}` : null,
  });
  return {
    ...toServiceRequestSummaryDto(row),
    description: row.description,
    material: row.material,
    tolerance: row.tolerance,
    finish: row.finish,
    terms: row.terms,
    files: files.map(toFile),
    awarded_quote_id: row.awarded_quote_id,
    viewer,
  };
}

export const toServiceQuoteDto = (row: ServiceQuoteRow): ServiceQuoteDto => ({
  id: row.id,
  request_id: row.request_id,
  supplier: { id: row.supplier_id, nickname: row.supplier_nickname },
  price: row.price,
  lead_days: row.lead_days,
  note: row.note,
  valid_until: row.valid_until,
  status: row.status as ServiceQuoteStatus,
  created_at: iso(row.created_at),
});
