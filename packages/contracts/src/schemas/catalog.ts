import { PROMOTION_TYPES } from '../enums.ts';
import { z } from '../zod-messages.ts';
import { blankToUndefined, flagSchema, intField, optionalId, textField } from './common.ts';

/** `GET /api/manners?type=`: 1 good, 0 bad manners. */
export const mannersQuerySchema = z.object({
  type: intField(0, 1)
    .transform((v) => (v === 1 ? 1 : 0))
    .optional(),
});
export const promotionsQuerySchema = z.object({ type: z.enum(PROMOTION_TYPES).optional() });
export const citiesQuerySchema = z.object({ country: textField(2).toUpperCase().length(2).optional() });
/** `GET /api/notices`: a category; `pinned=1` only the pinned ones (the home's notice strip). */
export const noticesQuerySchema = z.object({
  category_id: optionalId(),
  pinned: z.preprocess(blankToUndefined, flagSchema.optional()),
});
