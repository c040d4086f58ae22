import { COUNTRY_CODE } from '../countries.ts';
import { ACCOUNT_LIMITS, LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { emailField, flagSchema, optionalText, textField } from './common.ts';

/**
 * A phone number as stored and compared: spaces, dashes, dots and brackets dropped, a leading
 * '+' kept ('010-1234-5678' → '01012345678').
 */
export function normalizeContact(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}
/** 8–15 digits after normalizing (E.164 allows 15), optionally international. */
export const CONTACT_PATTERN = /^\+?\d{8,15}$/;

/** A phone number field: required, normalized, then checked. */
export const contactSchema = textField(ACCOUNT_LIMITS.contactMax)
  .min(1)
  .transform(normalizeContact)
  .refine((v) => CONTACT_PATTERN.test(v), { message: 'user.contact_invalid' });

const optionalContactSchema = textField(ACCOUNT_LIMITS.contactMax)
  .optional()
  .transform((v) => (v ? normalizeContact(v) : undefined))
  .refine((v) => v === undefined || CONTACT_PATTERN.test(v), { message: 'user.contact_invalid' });

export const emailSchema = emailField;

/**
 * The password policy: 8–128 characters with at least one letter and one digit. Length is what
 * protects most; the letter+digit rule keeps out the all-digit PINs people try first.
 */
export const passwordSchema = textField(LIMITS.passwordMax, { trim: false })
  .min(1)
  .refine((v) => [...v].length >= LIMITS.passwordMin && /\p{L}/u.test(v) && /\d/.test(v), {
    message: 'user.password_weak',
  });

/** A message for a missing value only; other issues keep their own message. */
const whenMissing = (key: string) => (issue: { code: string }) =>
  issue.code === 'invalid_type' ? key : undefined;

/** The two password fields of a form; a confirmation, when sent, has to match. */
const withConfirmation = <T extends z.ZodType<{ password: string; password_confirmation?: string }>>(
  schema: T,
) =>
  schema.refine((v) => v.password_confirmation === undefined || v.password_confirmation === v.password, {
    path: ['password_confirmation'],
    message: 'user.password_mismatch',
  });

export const nicknameSchema = textField(LIMITS.nicknameMax, {
  error: whenMissing('user.nickname_required'),
}).min(1, 'user.nickname_required');

/** Province/state or city/district of an activity area (a name from `/api/cities`, or free text). */
export const areaField = textField(100, { error: whenMissing('user.area_required') }).min(
  1,
  'user.area_required',
);

/**
 * `POST /api/users`: sign-up. Activity area (`city` = province/state, `county` = city/district)
 * from the country's list, nickname and email required; contact and name optional.
 */
export const signUpSchema = withConfirmation(
  z.object({
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: textField(LIMITS.passwordMax, { trim: false }).optional(),
    nickname: nicknameSchema,
    contact: optionalContactSchema,
    name: optionalText(ACCOUNT_LIMITS.nameMax),
    country: textField(2).toUpperCase().regex(COUNTRY_CODE).optional(),
    city: areaField,
    county: areaField,
  }),
);
export type SignUpInput = z.infer<typeof signUpSchema>;

/** `POST /api/loginByContact/code`: a one-time code to this number. */
export const contactCodeRequestSchema = z.object({ contact: contactSchema });

export const oneTimeCodeSchema = textField(6, { tooLong: 'code.format' })
  .min(1)
  .regex(/^\d{6}$/, 'code.format');

/** `POST /api/loginByContact`: sign in with the number and its code. */
export const contactLoginSchema = z.object({ contact: contactSchema, code: oneTimeCodeSchema });
export type ContactLoginInput = z.infer<typeof contactLoginSchema>;

/** `POST /api/users/findId`: the account's (masked) email by contact and name. */
export const findIdSchema = z.object({
  contact: contactSchema,
  name: textField(ACCOUNT_LIMITS.nameMax).min(1),
});
export type FindIdInput = z.infer<typeof findIdSchema>;

export const RECOVERY_CHANNELS = ['email', 'sms'] as const;
export type RecoveryChannel = (typeof RECOVERY_CHANNELS)[number];

/** Where a password-reset code goes: an email address or a phone number. */
const recoveryTarget = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), email: emailSchema }),
  z.object({ channel: z.literal('sms'), contact: contactSchema }),
]);

/** `POST /api/users/findPassword`: sends a code (always answers the same; see decisions). */
export const passwordCodeRequestSchema = recoveryTarget;
export type PasswordCodeRequest = z.infer<typeof passwordCodeRequestSchema>;

/** `POST /api/users/findPassword/verify`: the code → a short-lived reset token. */
export const passwordCodeVerifySchema = z.intersection(recoveryTarget, z.object({ code: oneTimeCodeSchema }));
export type PasswordCodeVerify = z.infer<typeof passwordCodeVerifySchema>;

/** `POST /api/users/resetPassword`. */
export const resetPasswordSchema = withConfirmation(
  z.object({
    token: textField(200).min(1),
    password: passwordSchema,
    password_confirmation: textField(LIMITS.passwordMax, { trim: false }).optional(),
  }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** `POST /api/users/remove`: withdrawal; the agreement tick is required. */
export const withdrawalSchema = z.object({
  agree: z
    .preprocess((v) => (v === undefined || v === null || v === '' ? false : v), flagSchema)
    .refine((v) => v, { message: 'user.remove_agree_required' }),
});
