import { PROMOTION_TYPES } from '../enums.ts';
import { z } from '../zod-messages.ts';

export const mannersQuerySchema = z.object({
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
});
export const promotionsQuerySchema = z.object({ type: z.enum(PROMOTION_TYPES).optional() });
export const citiesQuerySchema = z.object({ country: z.string().trim().toUpperCase().length(2).optional() });
export const noticesQuerySchema = z.object({ category_id: z.coerce.number().int().positive().optional() });
