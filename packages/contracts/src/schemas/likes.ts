import { LIKEABLE_TYPES } from '../enums.ts';
import { z } from '../zod-messages.ts';
import { flagSchema, idField, pageQuerySchema } from './common.ts';

/** `POST /api/likes` and `DELETE /api/likes`: both idempotent. */
export const likeSchema = z.object({
  likeable_type: z.enum(LIKEABLE_TYPES),
  likeable_id: idField(),
});
export type LikeInput = z.infer<typeof likeSchema>;

/**
 * `PATCH /api/likes/users/{id}`: whether a liked member's new posts alert the member
 * (following a seller). A like of a member starts with alerts on.
 */
export const followAlertsSchema = z.object({ alerts: flagSchema });
export type FollowAlertsInput = z.infer<typeof followAlertsSchema>;

/** `GET /api/likes?type=product|user`: the member's favourites, newest first. */
export const likeListQuerySchema = pageQuerySchema.extend({
  type: z.enum(LIKEABLE_TYPES).default('product'),
});
