import { z } from '../zod-messages.ts';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { blankToUndefined, flagSchema, idField, optionalId, pageQuerySchema, textField } from './common.ts';
import { contactSchema } from './accounts.ts';
import { productInputSchema } from './products.ts';

export const adminUsersQuerySchema = pageQuerySchema.extend({
  search: textField(100).optional(),
  /** 1: only the sample accounts (/admin/examples). */
  sample: z.preprocess(blankToUndefined, flagSchema.optional()),
});

/** `GET /api/admin/products`: page paging, search by title, id or seller, and filters. */
export const adminProductsQuerySchema = pageQuerySchema.extend({
  search: textField(100).optional(),
  type: z.preprocess(blankToUndefined, z.enum(PRODUCT_TYPES).optional()),
  status: z.preprocess(blankToUndefined, z.enum(PRODUCT_STATUSES).optional()),
  category_id: optionalId(),
  hidden: z.preprocess(blankToUndefined, flagSchema.optional()),
  /** 1: only deleted posts; 0 or absent: only live ones. */
  deleted: z.preprocess(blankToUndefined, flagSchema.optional()),
});

/** `PATCH /api/admin/products/{id}`: moderation edits; only the fields sent change. */
export const adminProductUpdateSchema = z
  .object({
    title: textField(LIMITS.titleMax, { tooLong: 'product.title_max' })
      .min(1, 'product.title_required')
      .optional(),
    category_id: idField().optional(),
    description: textField(LIMITS.descriptionMax).optional(),
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
    user_id: z.preprocess(blankToUndefined, idField('product.member_required')),
  }),
);
export type AdminProductCreateInput = z.infer<typeof adminProductCreateSchema>;

/** `POST /api/admin/contactTests` (`/contactTests/create`): a test message through the SMS sender. */
export const contactTestSchema = z.object({
  contact: contactSchema,
  text: textField(LIMITS.smsTestTextMax).min(1, 'validation.required'),
});
export type ContactTestInput = z.input<typeof contactTestSchema>;
