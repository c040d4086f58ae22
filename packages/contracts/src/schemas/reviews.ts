import { REVIEW_KINDS } from '../enums.ts';
import { TRUST_LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { idField, optionalText, pageQuerySchema } from './common.ts';

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
 * `POST /api/reviews`: a review of the other party of a completed trade, with good (type 1) or bad
 * (type 0) manner tags from `/api/manners` and an optional text.
 */
export const reviewCreateSchema = z.object({
  product_id: idField(),
  manner_ids: mannerIdsSchema,
  content: optionalText(TRUST_LIMITS.reviewContentMax),
});
export type ReviewCreateInput = z.infer<typeof reviewCreateSchema>;

/** `GET /api/reviews?user_id=&kind=received|sent`: a member's reviews, newest first. */
export const reviewListQuerySchema = pageQuerySchema.extend({
  user_id: idField(),
  kind: z.enum(REVIEW_KINDS).default('received'),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
