import { CLICKABLE_TYPES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { idField, optionalText, textField } from './common.ts';

export const createLogSchema = z.object({
  memo: textField(LIMITS.logMemoMax).min(1),
  description: optionalText(LIMITS.logDescriptionMax),
});

/** A click on, or a view of, a promotion slide (views are sent at 50 % visibility). */
export const trackPromotionSchema = z.object({
  clickable_type: z.enum(CLICKABLE_TYPES),
  clickable_id: idField(),
  viewable_type: optionalText(50),
  viewable_id: idField().optional(),
});
