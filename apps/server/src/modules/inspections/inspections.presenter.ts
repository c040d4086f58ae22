import type {
  InspectionRating,
  InspectionReportDto,
  InspectionRequestDto,
  InspectorDto,
  ProductInspectionDto,
} from '@steelyard/contracts';
import type { FileStorage } from '../../lib/storage.ts';
import { toImageDto } from '../images/images.presenter.ts';
import { checklistOf, isBeforeLastEdit } from './inspections.policy.ts';
import type { InspectionReportRow, InspectorRow, OpenRequestRow } from './inspections.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toInspectionReportDto(
  row: InspectionReportRow,
  images: { id: number; path: string; thumb_path: string }[],
  storage: FileStorage,
): InspectionReportDto {
  return {
    id: row.id,
    product_id: row.product_id,
    inspector:
      row.inspector_id !== null && row.inspector_nickname !== null
        ? { id: row.inspector_id, nickname: row.inspector_nickname }
        : null,
    inspected_on: row.inspected_on,
    ratings: row.ratings as { component: string; rating: InspectionRating }[],
    notes: row.notes,
    images: images.map((image) => toImageDto(image, storage)),
    seller_response: row.seller_response,
    responded_at: row.responded_at ? iso(row.responded_at) : null,
    created_at: iso(row.created_at),
    stale: isBeforeLastEdit(row),
  };
}

export function toInspectionRequestDto(row: OpenRequestRow, storage: FileStorage): InspectionRequestDto {
  return {
    id: row.id,
    product: {
      id: row.product_id,
      title: row.product_title,
      thumb_url: row.thumb_path ? storage.url(row.thumb_path) : null,
    },
    requester: { id: row.requester_id, nickname: row.requester_nickname },
    checklist: checklistOf(row),
    created_at: iso(row.created_at),
  };
}

export const toInspectorDto = (row: InspectorRow): InspectorDto => ({
  id: row.id,
  nickname: row.nickname,
  email: row.email,
  is_inspector: row.is_inspector,
});

/** `GET /api/products/{id}/inspection`. */
export function toProductInspectionDto(
  shown: {
    report: { row: InspectionReportRow; images: { id: number; path: string; thumb_path: string }[] } | null;
    myRequest: { id: number; created_at: Date | string } | null;
    canInspect: boolean;
  },
  storage: FileStorage,
): ProductInspectionDto {
  return {
    report: shown.report ? toInspectionReportDto(shown.report.row, shown.report.images, storage) : null,
    my_request: shown.myRequest
      ? { id: shown.myRequest.id, created_at: iso(shown.myRequest.created_at) }
      : null,
    can_inspect: shown.canInspect,
  };
}
