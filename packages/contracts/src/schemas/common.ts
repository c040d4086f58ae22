import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';

/** `?page=&per_page=` of every paged list; per_page is bounded so nobody pulls the table. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(LIMITS.perPageMax).default(LIMITS.perPageDefault),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A numeric `{id}` route parameter; anything else is a 404, as the spec's §8 asks. */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Multipart sends flags as '0'/'1'; JSON may send booleans. */
export const flagSchema = z
  .union([z.boolean(), z.enum(['0', '1']), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === '1' || v === 1);

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));
