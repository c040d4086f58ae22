import { CLICKABLE_TYPES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { optionalText } from './common.ts';

export const createLogSchema = z.object({
  memo: z.string().trim().min(1).max(LIMITS.logMemoMax),
  description: optionalText(LIMITS.logDescriptionMax),
});

/** A click on, or a view of, a promotion slide (views are sent at 50 % visibility). */
export const trackPromotionSchema = z.object({
  clickable_type: z.enum(CLICKABLE_TYPES),
  clickable_id: z.coerce.number().int().positive(),
  viewable_type: optionalText(50),
  viewable_id: z.coerce.number().int().positive().optional(),
});
