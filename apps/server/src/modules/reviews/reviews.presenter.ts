import type {
  AdminReviewDto,
  Language,
  MannerCountDto,
  MemberMannersDto,
  PendingReviewDto,
  ReviewDto,
  ReviewSubjectDto,
  ServiceRequestKind,
} from '@steelyard/contracts';
import type { Localized } from '@steelyard/contracts';
import { localize } from '../../lib/localize.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { SERVICE_PAGE } from '../services/services.presenter.ts';
import type { PendingReviewRow, ReviewRow } from './reviews.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const mannerType = (type: number) => (type === 1 ? 1 : 0);

type SubjectColumns = Pick<
  ReviewRow,
  | 'product_id'
  | 'product_title'
  | 'product_thumb_path'
  | 'service_request_id'
  | 'request_kind'
  | 'request_title'
  | 'freelancer_job_id'
  | 'job_freelancer_id'
  | 'job_headline'
>;

/** What the review is about, in one shape for every kind of deal. */
function toReviewSubjectDto(row: SubjectColumns, storage: FileStorage): ReviewSubjectDto {
  if (row.service_request_id !== null) {
    const kind = row.request_kind as ServiceRequestKind;
    return {
      kind: kind === 'drawing' ? 'drawing_request' : 'production_notice',
      id: row.service_request_id,
      title: row.request_title ?? '',
      path: `${SERVICE_PAGE[kind]}/${row.service_request_id}`,
      thumb_url: null,
    };
  }
  if (row.freelancer_job_id !== null)
    return {
      kind: 'freelancer_job',
      id: row.freelancer_job_id,
      title: row.job_headline ?? '',
      path: `/freelancers/${row.job_freelancer_id ?? ''}`,
      thumb_url: null,
    };
  return {
    kind: 'product',
    id: row.product_id ?? 0,
    title: row.product_title ?? '',
    path: `/products/${row.product_id ?? ''}`,
    thumb_url: row.product_thumb_path ? storage.url(row.product_thumb_path) : null,
  };
}

/** A review with its author and deal named; bad tags only for the review's author (spec §6). */
function toNamedReviewDto(
  row: ReviewRow,
  viewerId: number | null,
  storage: FileStorage,
  language: Language,
): Omit<AdminReviewDto, 'hidden' | 'canceled' | 'anonymous'> {
  const isAuthor = row.reviewer_id === viewerId;
  const person = (prefix: 'reviewer' | 'reviewee') => ({
    id: prefix === 'reviewer' ? row.reviewer_id : row.reviewee_id,
    nickname: row[`${prefix}_nickname`],
    profile_image_url: row[`${prefix}_thumb_path`]
      ? storage.url(row[`${prefix}_thumb_path`] as string)
      : null,
    city: row[`${prefix}_city`],
    county: row[`${prefix}_county`],
  });
  return {
    id: row.id,
    subject: toReviewSubjectDto(row, storage),
    product:
      row.product_id === null
        ? null
        : {
            id: row.product_id,
            title: row.product_title ?? '',
            thumb_url: row.product_thumb_path ? storage.url(row.product_thumb_path) : null,
          },
    reviewer: person('reviewer'),
    reviewee: person('reviewee'),
    reviewer_role: row.reviewer_role === 'buyer' ? ('buyer' as const) : ('seller' as const),
    manners: row.manners
      .filter((m) => isAuthor || m.type === 1)
      .map((m) => ({ id: m.id, type: mannerType(m.type), title: localize(m.titles as Localized, language) })),
    content: row.content,
    can_review_back: Boolean(row.can_review_back),
    created_at: iso(row.created_at),
  };
}

/** Whether the viewer reads this review as its recipient with nothing good in it (spec §6). */
export const isAnonymousFor = (row: ReviewRow, viewerId: number | null) =>
  row.reviewee_id === viewerId && row.reviewer_id !== viewerId && row.good_count === 0;

/**
 * A review for a viewer. Its recipient reads a review with bad tags only anonymously: the tags and
 * the text, but no author, no deal (which would name the other party) and no review back.
 */
export function toReviewDto(
  row: ReviewRow,
  viewerId: number | null,
  storage: FileStorage,
  language: Language,
): ReviewDto {
  if (!isAnonymousFor(row, viewerId))
    return { ...toNamedReviewDto(row, viewerId, storage, language), anonymous: false };
  const named = toNamedReviewDto(row, row.reviewer_id, storage, language);
  return { ...named, subject: null, product: null, reviewer: null, can_review_back: false, anonymous: true };
}

type MannerCountRow = { id: number; type: number; titles: unknown; count: number };

/** A member's manners by tag; `bad` only when the viewer is the member (absent otherwise). */
export function toMemberMannersDto(
  rows: MannerCountRow[],
  isMe: boolean,
  language: Language,
): MemberMannersDto {
  const counts = (type: number): MannerCountDto[] =>
    rows
      .filter((r) => r.type === type)
      .map((r) => ({
        manner: { id: r.id, type: mannerType(r.type), title: localize(r.titles as Localized, language) },
        count: Number(r.count),
      }));
  return isMe ? { good: counts(1), bad: counts(0) } : { good: counts(1) };
}

/** A review in the back office: every tag (as its author sees it), hidden and cancelled flags. */
export function toAdminReviewDto(row: ReviewRow, storage: FileStorage, language: Language): AdminReviewDto {
  return {
    ...toNamedReviewDto(row, row.reviewer_id, storage, language),
    anonymous: false,
    can_review_back: false,
    hidden: row.hidden_at !== null,
    canceled: row.canceled_at !== null,
  };
}

/** A deal waiting for the member's review, with the party they would review. */
export function toPendingReviewDto(row: PendingReviewRow, storage: FileStorage): PendingReviewDto {
  const subject = toReviewSubjectDto(
    {
      product_id: row.kind === 'product' ? row.id : null,
      product_title: row.title,
      product_thumb_path: row.thumb_path,
      service_request_id: row.kind === 'request' ? row.id : null,
      request_kind: row.request_kind,
      request_title: row.title,
      freelancer_job_id: row.kind === 'job' ? row.id : null,
      job_freelancer_id: row.freelancer_id,
      job_headline: row.title,
    },
    storage,
  );
  return {
    subject,
    counterpart: {
      id: row.other_id,
      nickname: row.other_nickname,
      profile_image_url: row.other_thumb_path ? storage.url(row.other_thumb_path) : null,
      city: row.other_city,
      county: row.other_county,
    },
    finished_at: iso(row.finished_at),
  };
}
