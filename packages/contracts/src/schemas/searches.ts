import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';

/** `GET /api/searches/popular`: the most searched words of the last days. */
export const popularSearchesQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(30).default(LIMITS.popularSearchDays),
  limit: z.coerce.number().int().min(1).max(50).default(LIMITS.popularSearchesShown),
});
