import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { intField } from './common.ts';

/** `GET /api/searches/popular`: the most searched words of the last days. */
export const popularSearchesQuerySchema = z.object({
  days: intField(1, 30).default(LIMITS.popularSearchDays),
  limit: intField(1, 50).default(LIMITS.popularSearchesShown),
});
