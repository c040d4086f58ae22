import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { flagSchema, optionalText } from './common.ts';
import { SOCIAL_PROVIDERS } from '../social.ts';

/* Social sign-in, sample login, and the admin's member and sample-account screens. */

export const socialProviderParamSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

/** `GET /api/auth/{provider}?redirect=`: where to land after signing in (a path of this site). */
export const socialStartQuerySchema = z.object({
  redirect: z
    .string()
    .max(500)
    .optional()
    .transform((v) => (v && /^\/(?![/\\])/.test(v) ? v : undefined)),
});

/** The provider's answer on the callback: a query (GET) or Apple's form post. */
export const socialCallbackSchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  /** Apple: the id_token of the form post (ignored: the token endpoint's own is used). */
  id_token: z.string().max(10_000).optional(),
  /** Apple: `{"name":{"firstName","lastName"},"email"}` on the first consent only. */
  user: z.string().max(2000).optional(),
});
export type SocialCallbackInput = z.infer<typeof socialCallbackSchema>;

const nickname = z
  .string({ error: 'user.nickname_required' })
  .trim()
  .min(1, 'user.nickname_required')
  .max(LIMITS.nicknameMax);
const email = z.string().trim().toLowerCase().pipe(z.email());
const area = z.string({ error: 'user.area_required' }).trim().min(1, 'user.area_required').max(100);
/** A phone number: digits with an optional leading '+'; spaces and dashes are dropped. */
const contact = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.union([z.literal(''), z.string().regex(/^\+?\d{8,15}$/)]))
  .optional()
  .transform((v) => (v ? v : undefined));

/** `POST /api/auth/social/complete`: a first-time social user finishes sign-up. */
export const socialSignupSchema = z.object({
  nickname,
  email,
  city: area,
  county: area,
  contact,
  name: optionalText(50),
});
export type SocialSignupInput = z.infer<typeof socialSignupSchema>;

/** `POST /api/loginSample`. */
export const sampleLoginSchema = z.object({ user_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `PATCH /api/admin/users/{id}`: only the fields sent change. */
export const adminUserUpdateSchema = z
  .object({
    nickname: nickname.optional(),
    email: email.optional(),
    contact: z
      .string()
      .trim()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.union([z.literal(''), z.string().regex(/^\+?\d{8,15}$/)]))
      .optional(),
    name: z.string().trim().max(50).optional(),
    city: area.optional(),
    county: area.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'validation.required',
    path: ['_'],
  })
  .refine((v) => (v.city === undefined) === (v.county === undefined), {
    message: 'user.area_required',
    path: ['county'],
  });
export type AdminUserUpdateInput = z.infer<typeof adminUserUpdateSchema>;

/** `POST /api/admin/users`: the admin creates a member (who signs in with this password). */
export const adminUserCreateSchema = z.object({
  email,
  password: z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax),
  nickname,
  city: area,
  county: area,
  contact,
  name: optionalText(50),
  admin: flagSchema.optional(),
  sample: flagSchema.optional(),
});
export type AdminUserCreateInput = z.infer<typeof adminUserCreateSchema>;

export const adminUserAdminFlagSchema = z.object({ admin: flagSchema });
export const adminUserSuspensionSchema = z.object({ suspended: flagSchema });

/** `POST /api/admin/examples`: mark a member as a sample account. */
export const adminExampleCreateSchema = z.object({
  user_id: z.coerce.number().int().positive().max(2_147_483_647),
});
