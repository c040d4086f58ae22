import { REVIEW_KINDS } from '../enums.ts';
import { TRUST_LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { idField, optionalId, optionalText, pageQuerySchema } from './common.ts';

/** `manner_ids[]`: one value may arrive as a plain multipart field; duplicates count once. */
const mannerIdsSchema = z
  .preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(idField())
      .min(1, 'review.manner_required')
      .max(TRUST_LIMITS.reviewMannersMax, { abort: true, message: 'review.manners_max' }),
  )
  .transform((ids) => [...new Set(ids)]);

/**
 * `POST /api/reviews`: a review of the other party of one finished deal, with good (type 1) or bad
 * (type 0) manner tags from `/api/manners` and an optional text. The deal is exactly one subject:
 * a completed trade (`product_id`), a delivered drawing request or production notice
 * (`service_request_id`) or a finished freelancer job (`freelancer_job_id`).
 */
export const reviewCreateSchema = z
  .object({
    product_id: optionalId(),
    service_request_id: optionalId(),
    freelancer_job_id: optionalId(),
    manner_ids: mannerIdsSchema,
    content: optionalText(TRUST_LIMITS.reviewContentMax),
  })
  .refine(
    (v) =>
      [v.product_id, v.service_request_id, v.freelancer_job_id].filter((id) => id !== undefined).length === 1,
    { message: 'review.subject_required', path: ['product_id'] },
  );
export type ReviewCreateInput = z.infer<typeof reviewCreateSchema>;
/** What a client names a review's deal by: exactly one subject (the schema's rule, as a type). */
export type ReviewSubjectInput =
  { product_id: number } | { service_request_id: number } | { freelancer_job_id: number };

/**
 * `GET /api/reviews?user_id=&kind=received|sent`: a member's reviews, newest first;
 * `freelancer_id` keeps those of jobs with that freelancer profile (the profile's page).
 */
export const reviewListQuerySchema = pageQuerySchema.extend({
  user_id: idField(),
  kind: z.enum(REVIEW_KINDS).default('received'),
  freelancer_id: optionalId(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
