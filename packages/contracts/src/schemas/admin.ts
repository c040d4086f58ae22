import { z } from '../zod-messages.ts';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { flagSchema, pageQuerySchema } from './common.ts';
import { productInputSchema } from './products.ts';

export const adminUsersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  /** 1: only the sample accounts (/admin/examples). */
  sample: z.preprocess((v) => (v === '' ? undefined : v), flagSchema.optional()),
});

/** `GET /api/admin/products`: page paging, search by title, id or seller, and filters. */
export const adminProductsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PRODUCT_TYPES).optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PRODUCT_STATUSES).optional()),
  category_id: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  hidden: z.preprocess((v) => (v === '' ? undefined : v), flagSchema.optional()),
  /** 1: only deleted posts; 0 or absent: only live ones. */
  deleted: z.preprocess((v) => (v === '' ? undefined : v), flagSchema.optional()),
});

/** `PATCH /api/admin/products/{id}`: moderation edits; only the fields sent change. */
export const adminProductUpdateSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'product.title_required')
      .max(LIMITS.titleMax, 'product.title_max')
      .optional(),
    category_id: z.coerce.number().int().positive().optional(),
    description: z.string().trim().max(LIMITS.descriptionMax).optional(),
    status: z.enum(PRODUCT_STATUSES).optional(),
    is_hidden: flagSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'validation.required',
    path: ['_'],
  });

/**
 * `POST /api/admin/products`: the admin posts on behalf of a chosen member (`user_id`), with the
 * public form's fields and rules; photos are uploaded by the admin first and handed to the member.
 */
export const adminProductCreateSchema = productInputSchema.and(
  z.object({
    user_id: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ error: 'product.member_required' })
        .int('product.member_required')
        .positive('product.member_required'),
    ),
  }),
);
export type AdminProductCreateInput = z.infer<typeof adminProductCreateSchema>;
