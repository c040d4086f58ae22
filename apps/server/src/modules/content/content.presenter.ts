import type {
  AdminContentDto,
  ContentAudience,
  EventDto,
  EventPeriod,
  FaqDto,
  Language,
  Localized,
  NoticeDto,
} from '@steelyard/contracts';
import { localize } from '../../lib/localize.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { toImageDto } from '../images/images.presenter.ts';
import type { AdminContentRow } from './content.admin-repository.ts';

type NoticeRow = {
  id: number;
  category_id: number | null;
  title: Localized;
  content: Localized;
  pinned: boolean;
  created_at: Date;
};
type FaqRow = { id: number; category_id: number | null; title: Localized; content: Localized };
type EventRow = {
  id: number;
  title: Localized;
  content: Localized;
  starts_at: Date;
  ends_at: Date;
  image_path: string | null;
};
type ImageRow = { id: number; path: string; thumb_path: string };

const iso = (value: Date) => new Date(value).toISOString();

/** Upcoming before its start, ended from its end, ongoing between. */
export function periodOf(startsAt: Date, endsAt: Date, now: Date): EventPeriod {
  if (now < new Date(startsAt)) return 'upcoming';
  return now < new Date(endsAt) ? 'ongoing' : 'ended';
}

export const toNoticeDto = (row: NoticeRow, language: Language): NoticeDto => ({
  id: row.id,
  category_id: row.category_id,
  title: localize(row.title, language),
  content: localize(row.content, language),
  pinned: row.pinned,
  created_at: iso(row.created_at),
});

export const toFaqDto = (row: FaqRow, language: Language): FaqDto => ({
  id: row.id,
  category_id: row.category_id,
  question: localize(row.title, language),
  answer: localize(row.content, language),
});

export const toEventDto = (row: EventRow, language: Language, storage: FileStorage, now: Date): EventDto => ({
  id: row.id,
  title: localize(row.title, language),
  content: localize(row.content, language),
  image_url: row.image_path ? storage.url(row.image_path) : null,
  starts_at: iso(row.starts_at),
  ends_at: iso(row.ends_at),
  period: periodOf(row.starts_at, row.ends_at, now),
});

export const toAdminContentDto = (
  row: AdminContentRow,
  image: ImageRow | null,
  storage: FileStorage,
  now: Date,
): AdminContentDto => ({
  id: row.id,
  category_id: row.category_id,
  language: (row.language ?? 'all') as ContentAudience,
  published: row.published,
  pinned: row.pinned,
  title: row.title,
  content: row.content,
  starts_at: row.starts_at ? iso(row.starts_at) : null,
  ends_at: row.ends_at ? iso(row.ends_at) : null,
  period: row.starts_at && row.ends_at ? periodOf(row.starts_at, row.ends_at, now) : null,
  image: image ? toImageDto(image, storage) : null,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
