/** Trade reviews and manners (spec §3 Review, §6: bad manners only for their recipient). */
import { z } from '../zod-messages.ts';
import { mannerDtoSchema } from './catalog.ts';
import { dateTime, int } from './envelope.ts';
import { publicUserDtoSchema } from './users.ts';

/** What a review can be about (docs/decisions.md, 'Reviews of a finished job'). */
export const REVIEW_SUBJECT_KINDS = [
  'product',
  'drawing_request',
  'production_notice',
  'freelancer_job',
] as const;
export type ReviewSubjectKind = (typeof REVIEW_SUBJECT_KINDS)[number];

/**
 * The deal a review is about, in one shape for every kind: the post's or request's title, or the
 * freelancer's headline for a freelance job; the page it links to; a thumbnail when there is one.
 */
export const reviewSubjectDtoSchema = z
  .object({
    kind: z.enum(REVIEW_SUBJECT_KINDS),
    id: int,
    title: z.string(),
    path: z.string(),
    thumb_url: z.string().nullable(),
  })
  .meta({ id: 'ReviewSubject' });
export type ReviewSubjectDto = z.infer<typeof reviewSubjectDtoSchema>;

/**
 * One review. `manners` holds the good tags for everyone; the bad tags only for the review's own
 * author, and for the recipient of a review with bad tags only, which reaches them `anonymous`:
 * without its author and its deal (spec §6: bad manners are anonymous to the recipient).
 */
export const reviewDtoSchema = z
  .object({
    id: int,
    /** What was reviewed: a trade, a request's job or a freelance job; null when `anonymous`. */
    subject: reviewSubjectDtoSchema.nullable(),
    /** The post of a trade review; null for the other subjects. */
    product: z.object({ id: int, title: z.string(), thumb_url: z.string().nullable() }).nullable(),
    /** Null when `anonymous`. */
    reviewer: publicUserDtoSchema.nullable(),
    reviewee: publicUserDtoSchema,
    /** A review with bad tags only, as its recipient reads it: nothing names its author. */
    anonymous: z.boolean(),
    /** The reviewer's side: 'seller' also for the supplier or the freelancer, 'buyer' for the requester or the client. */
    reviewer_role: z.enum(['seller', 'buyer']),
    manners: z.array(mannerDtoSchema),
    content: z.string().nullable(),
    /** For the recipient: whether they may still review the reviewer back for this deal. */
    can_review_back: z.boolean(),
    created_at: dateTime,
  })
  .meta({ id: 'Review' });
export type ReviewDto = z.infer<typeof reviewDtoSchema>;

/** `GET /api/reviews/pending`: a finished deal waiting for the member's review. */
export const pendingReviewDtoSchema = z
  .object({
    subject: reviewSubjectDtoSchema,
    /** The other party of the deal, whom the review is about. */
    counterpart: publicUserDtoSchema,
    finished_at: dateTime,
  })
  .meta({ id: 'PendingReview' });
export type PendingReviewDto = z.infer<typeof pendingReviewDtoSchema>;

/** A manner tag with how many reviews gave it. */
export const mannerCountDtoSchema = z
  .object({ manner: mannerDtoSchema, count: int })
  .meta({ id: 'MannerCount' });
export type MannerCountDto = z.infer<typeof mannerCountDtoSchema>;

/**
 * `GET /api/users/{id}/manners`: the compliments a member received, by tag. `bad` is present only
 * for the member themself, never for anyone else (absent, not empty).
 */
export const memberMannersDtoSchema = z
  .object({
    good: z.array(mannerCountDtoSchema),
    bad: z
      .array(mannerCountDtoSchema)
      .optional()
      .describe('Only for the member themself; absent for anyone else (spec §6).'),
  })
  .meta({ id: 'MemberManners' });
export type MemberMannersDto = z.infer<typeof memberMannersDtoSchema>;

/** A review in the back office: every tag, whether it is hidden or cancelled. */
export const adminReviewDtoSchema = reviewDtoSchema
  .extend({
    subject: reviewSubjectDtoSchema,
    reviewer: publicUserDtoSchema,
    hidden: z.boolean(),
    canceled: z.boolean(),
  })
  .meta({ id: 'AdminReview' });
export type AdminReviewDto = z.infer<typeof adminReviewDtoSchema>;
