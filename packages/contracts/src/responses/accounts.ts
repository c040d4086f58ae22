/** Sign-in options, social sign-up, recovery codes. */
import { SOCIAL_PROVIDERS } from '../social.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int } from './envelope.ts';
import { userDtoSchema } from './users.ts';

/** `POST /api/users/findId`: the account's email, masked. */
export const foundIdDtoSchema = z.object({ email: z.string(), created_at: dateTime }).meta({ id: 'FoundId' });
export type FoundIdDto = z.infer<typeof foundIdDtoSchema>;

/** A one-time code is on its way; it expires in `expires_in` seconds. */
export const codeSentDtoSchema = z.object({ expires_in: int }).meta({ id: 'CodeSent' });
export type CodeSentDto = z.infer<typeof codeSentDtoSchema>;

/** `POST /api/users/findPassword/verify`: a short-lived token for `POST /api/users/resetPassword`. */
export const resetTokenDtoSchema = z
  .object({ token: z.string(), expires_at: dateTime })
  .meta({ id: 'ResetToken' });
export type ResetTokenDto = z.infer<typeof resetTokenDtoSchema>;

/** `GET /api/auth/providers`: the sign-in ways this server offers. */
export const signInOptionsDtoSchema = z
  .object({ providers: z.array(z.enum(SOCIAL_PROVIDERS)), sample_login: z.boolean() })
  .meta({ id: 'SignInOptions' });
export type SignInOptionsDto = z.infer<typeof signInOptionsDtoSchema>;

/** `GET /api/auth/social/pending`: a social sign-in waiting for the member to finish sign-up. */
export const socialPendingDtoSchema = z
  .object({ provider: z.enum(SOCIAL_PROVIDERS), email: z.string().nullable(), name: z.string().nullable() })
  .meta({ id: 'SocialPending' });
export type SocialPendingDto = z.infer<typeof socialPendingDtoSchema>;

/** `POST /api/auth/social/complete`: the new member, and where the sign-in started from. */
export const socialSignupResponseSchema = z.object({
  data: userDtoSchema,
  meta: z.object({ redirect: z.string().nullable() }),
});
export type SocialSignupResponse = z.infer<typeof socialSignupResponseSchema>;
