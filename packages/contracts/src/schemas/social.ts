import { ACCOUNT_LIMITS, LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { areaField, contactSchema, nicknameSchema } from './accounts.ts';
import { emailField, flagSchema, idField, optionalText, textField } from './common.ts';
import { safeRedirect } from '../redirects.ts';
import { SOCIAL_PROVIDERS } from '../social.ts';

/* Social sign-in, sample login, and the admin's member and sample-account screens. */

export const socialProviderParamSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

/** `GET /api/auth/{provider}?redirect=`: where to land after signing in (a path of this site). */
export const socialStartQuerySchema = z.object({
  redirect: textField(500, { trim: false })
    .optional()
    .transform((v) => safeRedirect(v, undefined)),
});

/** The provider's answer on the callback: a query (GET) or Apple's form post. */
export const socialCallbackSchema = z.object({
  code: textField(2048, { trim: false }).optional(),
  state: textField(512, { trim: false }).optional(),
  error: textField(200, { trim: false }).optional(),
  error_description: textField(1000, { trim: false }).optional(),
  /** Apple: the id_token of the form post (ignored: the token endpoint's own is used). */
  id_token: textField(10_000, { trim: false }).optional(),
  /** Apple: `{"name":{"firstName","lastName"},"email"}` on the first consent only. */
  user: textField(2000, { trim: false }).optional(),
});
export type SocialCallbackInput = z.infer<typeof socialCallbackSchema>;

/** An optional phone number: '' or absent for none. */
const contact = z.union([z.literal(''), contactSchema]).optional();

/** `POST /api/auth/social/complete`: a first-time social user finishes sign-up. */
export const socialSignupSchema = z.object({
  nickname: nicknameSchema,
  email: emailField,
  city: areaField,
  county: areaField,
  contact: contact.transform((v) => (v ? v : undefined)),
  name: optionalText(ACCOUNT_LIMITS.nameMax),
});
export type SocialSignupInput = z.infer<typeof socialSignupSchema>;

/** `POST /api/loginSample`. */
export const sampleLoginSchema = z.object({ user_id: idField() });

/** `PATCH /api/admin/users/{id}`: only the fields sent change. */
export const adminUserUpdateSchema = z
  .object({
    nickname: nicknameSchema.optional(),
    email: emailField.optional(),
    contact,
    name: textField(ACCOUNT_LIMITS.nameMax).optional(),
    city: areaField.optional(),
    county: areaField.optional(),
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
  email: emailField,
  password: textField(LIMITS.passwordMax, { trim: false }).min(LIMITS.passwordMin),
  nickname: nicknameSchema,
  city: areaField,
  county: areaField,
  contact: contact.transform((v) => (v ? v : undefined)),
  name: optionalText(ACCOUNT_LIMITS.nameMax),
  admin: flagSchema.optional(),
  sample: flagSchema.optional(),
});
export type AdminUserCreateInput = z.infer<typeof adminUserCreateSchema>;

export const adminUserAdminFlagSchema = z.object({ admin: flagSchema });
export const adminUserSuspensionSchema = z.object({ suspended: flagSchema });

/** `POST /api/admin/examples`: mark a member as a sample account. */
export const adminExampleCreateSchema = z.object({ user_id: idField() });
