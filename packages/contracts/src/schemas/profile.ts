import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { areaField, contactSchema, nicknameSchema, oneTimeCodeSchema } from './accounts.ts';
import {
  blankToUndefined,
  cursorField,
  emailField,
  flagOrFalse,
  flagSchema,
  idField,
  optionalId,
  perPageField,
  textField,
} from './common.ts';

/**
 * The member's own profile, account and notification settings, and blocks. Every call acts on
 * the signed-in member only: none of these bodies names a member to change.
 */

/**
 * `PATCH /api/users/profile`: nickname, activity area (a city and one of its counties from
 * `/api/cities`) and photo. `image_id` is a photo just uploaded through `POST /api/images`;
 * `remove_image`=1 goes back to no photo; neither keeps the current one.
 */
export const updateProfileSchema = z.object({
  nickname: nicknameSchema,
  city: areaField,
  county: areaField,
  image_id: optionalId(),
  remove_image: flagOrFalse,
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

const newPasswordSchema = textField(LIMITS.passwordMax, { trim: false })
  .min(LIMITS.passwordMin, 'user.password_too_short')
  .refine((v) => /\p{L}/u.test(v) && /\d/.test(v), 'user.password_weak');

/** Required whenever the account has a password (the server checks it). */
const currentPasswordSchema = z.preprocess(
  blankToUndefined,
  textField(LIMITS.passwordMax, { trim: false }).optional(),
);
const newEmailSchema = z.preprocess(blankToUndefined, emailField.optional());

/**
 * `POST /api/users/account/code`: a one-time code to a new `email` or `contact` (one of them),
 * confirmed with the current password; the code then goes with that address to
 * `PATCH /api/users/account`. Parsed into the `address` to verify.
 */
export const accountCodeRequestSchema = z
  .object({
    current_password: currentPasswordSchema,
    email: newEmailSchema,
    contact: contactSchema.optional(),
  })
  .transform(({ current_password, email, contact }, ctx) => {
    if (email !== undefined && contact === undefined)
      return { current_password, address: { field: 'email' as const, value: email } };
    if (contact !== undefined && email === undefined)
      return { current_password, address: { field: 'contact' as const, value: contact } };
    ctx.addIssue(
      email === undefined
        ? { code: 'custom', path: ['email'], message: 'user.account_nothing' }
        : { code: 'custom', path: ['contact'], message: 'user.change_one_address' },
    );
    return z.NEVER;
  });
export type AccountCodeRequest = z.infer<typeof accountCodeRequestSchema>;
/** A member's new email or (normalized) phone number, to be verified by a code. */
export type NewAddress = AccountCodeRequest['address'];

/**
 * `PATCH /api/users/account`: one change per call (the edit screen has a form for each), always
 * confirmed with the current password; a new password is typed twice. A new email or contact
 * comes with the `code` sent to it through `POST /api/users/account/code`. An empty `contact`
 * removes the number (it is optional at sign-up too) and needs no code.
 */
export const updateAccountSchema = z
  .object({
    current_password: currentPasswordSchema,
    email: newEmailSchema,
    contact: z.union([z.literal(''), contactSchema]).optional(),
    code: z.preprocess(blankToUndefined, oneTimeCodeSchema.optional()),
    password: z.preprocess(blankToUndefined, newPasswordSchema.optional()),
    password_confirmation: textField(LIMITS.passwordMax, { trim: false }).optional(),
  })
  .superRefine((value, ctx) => {
    const changes = [value.email, value.contact, value.password].filter((v) => v !== undefined);
    if (changes.length === 0)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'user.account_nothing' });
    if (value.email !== undefined && value.contact)
      ctx.addIssue({ code: 'custom', path: ['contact'], message: 'user.change_one_address' });
    if ((value.email !== undefined || value.contact) && value.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'user.change_code_required' });
    if (value.password !== undefined && value.password !== value.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'user.password_mismatch' });
  });
export type UpdateAccountInput = z.infer<typeof updateAccountSchema>;

/** `PATCH /api/users/notifications`: every switch is sent (0|1, or booleans in JSON). */
export const updateNotificationsSchema = z.object({
  chat: flagSchema,
  keyword: flagSchema,
  /** A post the member liked got cheaper. */
  price_drop: flagSchema,
  /** A member the member follows (a liked member, alerts on) posted. */
  followed_post: flagSchema,
  review: flagSchema,
  /** Quotes, awards, factory applications and their answers. */
  service: flagSchema,
  marketing: flagSchema,
  night_quiet: flagSchema,
});
export type NotificationPreferencesInput = z.infer<typeof updateNotificationsSchema>;

/** `POST /api/blocks`. */
export const blockSchema = z.object({ user_id: idField() });

/** `DELETE /api/blocks/{user_id}`. */
export const blockParamSchema = z.object({ user_id: idField() });

/** `GET /api/blocks`: keyset paging, newest block first (`cursor` from the last page's meta). */
export const blockListQuerySchema = z.object({
  per_page: perPageField(),
  cursor: cursorField,
});
