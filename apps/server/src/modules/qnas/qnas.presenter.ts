import type { AdminQnaDto, AdminQnaSummaryDto, QnaDto, QnaSummaryDto } from '@steelyard/contracts';
import { qnaPhotoUrl } from './qna-photos.ts';
import type { QnaRow } from './qnas.repository.ts';

type SummaryRow = { id: number; title: string; answer: string | null; created_at: Date };
type ImageRow = { id: number; path: string; thumb_path: string };

const iso = (value: Date) => new Date(value).toISOString();

export const toQnaSummaryDto = (row: SummaryRow): QnaSummaryDto => ({
  id: row.id,
  title: row.title,
  status: row.answer === null ? 'waiting' : 'answered',
  created_at: iso(row.created_at),
});

/** The photos' URLs are the checked route's: an inquiry's photos are private. */
export const toQnaDto = (row: QnaRow, images: ImageRow[]): QnaDto => ({
  ...toQnaSummaryDto(row),
  content: row.content,
  images: images.map((image) => ({
    id: image.id,
    url: qnaPhotoUrl(row.id, image.id, 'display'),
    thumb_url: qnaPhotoUrl(row.id, image.id, 'thumb'),
  })),
  answer: row.answer,
  answered_at: row.answered_at ? iso(row.answered_at) : null,
});

export const toAdminQnaDto = (row: QnaRow, images: ImageRow[]): AdminQnaDto => ({
  ...toQnaDto(row, images),
  user: { id: row.user_id, nickname: row.user_nickname },
  answered_by: row.answered_by,
});

export const toAdminQnaSummaryDto = (
  row: SummaryRow & { user_id: number; user_nickname: string },
): AdminQnaSummaryDto => ({
  ...toQnaSummaryDto(row),
  user: { id: row.user_id, nickname: row.user_nickname },
});
