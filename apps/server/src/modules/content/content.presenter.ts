import type { EventDto, FaqDto, Language, Localized, NoticeDto } from '@steelyard/contracts';
import { localize } from '../../lib/localize.ts';
import type { FileStorage } from '../../lib/storage.ts';

type NoticeRow = {
  id: number;
  category_id: number | null;
  title: Localized;
  content: Localized;
  created_at: Date;
};
type FaqRow = { id: number; category_id: number | null; question: Localized; answer: Localized };
type EventRow = {
  id: number;
  title: Localized;
  content: Localized;
  starts_at: Date;
  ends_at: Date;
  image_path: string | null;
};

export const toNoticeDto = (row: NoticeRow, language: Language): NoticeDto => ({
  id: row.id,
  category_id: row.category_id,
  title: localize(row.title, language),
  content: localize(row.content, language),
  created_at: new Date(row.created_at).toISOString(),
});

export const toFaqDto = (row: FaqRow, language: Language): FaqDto => ({
  id: row.id,
  category_id: row.category_id,
  question: localize(row.question, language),
  answer: localize(row.answer, language),
});

export const toEventDto = (row: EventRow, language: Language, storage: FileStorage): EventDto => ({
  id: row.id,
  title: localize(row.title, language),
  content: localize(row.content, language),
  image_url: row.image_path ? storage.url(row.image_path) : null,
  starts_at: new Date(row.starts_at).toISOString(),
  ends_at: new Date(row.ends_at).toISOString(),
});
