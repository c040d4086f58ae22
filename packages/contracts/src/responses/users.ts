/** Members as the API shows them: the signed-in member, a public card, a profile, the back office's. */
import { LANGUAGES } from '../languages.ts';
import { SOCIAL_PROVIDERS } from '../social.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int } from './envelope.ts';

const url = z.string().nullable();

/** The signed-in member as the web and the native app see themselves (`GET /api/user`). */
export const userDtoSchema = z
  .object({
    id: int,
    email: z.string(),
    nickname: z.string(),
    name: z.string().nullable(),
    contact: z.string().nullable(),
    admin: z.literal([0, 1]),
    language: z.enum(LANGUAGES),
    country: z.string().nullable(),
    city: z.string().nullable(),
    county: z.string().nullable(),
    town: z.string().nullable(),
    village: z.string().nullable(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
    profile_image_url: url,
    unread_alarm_count: int,
    unread_message_count: int,
    created_at: dateTime,
  })
  .meta({ id: 'User' });
export type UserDto = z.infer<typeof userDtoSchema>;

/** Another member as every list shows them: who, not how to reach them. */
export const publicUserDtoSchema = z
  .object({
    id: int,
    nickname: z.string(),
    profile_image_url: url,
    city: z.string().nullable(),
    county: z.string().nullable(),
  })
  .meta({ id: 'PublicUser' });
export type PublicUserDto = z.infer<typeof publicUserDtoSchema>;

/** A member in the viewer's favourites (`/likes`), with whether their new posts alert the viewer. */
export const likedUserDtoSchema = publicUserDtoSchema
  .extend({ alerts: z.boolean() })
  .meta({ id: 'LikedUser' });
export type LikedUserDto = z.infer<typeof likedUserDtoSchema>;

/** `PATCH /api/likes/users/{id}`: the follow's alert switch as stored. */
export const followAlertsDtoSchema = z
  .object({ user_id: int, alerts: z.boolean() })
  .meta({ id: 'FollowAlerts' });
export type FollowAlertsDto = z.infer<typeof followAlertsDtoSchema>;

/**
 * A post's author as its card and page show them: with `business_verified`, the back office
 * verified the member's business (issue 30) and the 'verified business' badge shows.
 */
export const postAuthorDtoSchema = publicUserDtoSchema
  .extend({ business_verified: z.boolean() })
  .meta({ id: 'PostAuthor' });
export type PostAuthorDto = z.infer<typeof postAuthorDtoSchema>;

/**
 * A member's manner summary. Bad-manner reviews are visible only to their recipient (spec §6): the
 * count is absent, not zero, for anyone else.
 */
export const mannerSummaryDtoSchema = z
  .object({
    good: int,
    bad: int.optional().describe('Only for the member themself; absent for anyone else (spec §6).'),
    review_count: int,
    /** 0 to 99, 36.5 for a new member (docs/decisions.md, 'Trust'). */
    trust_score: z.number(),
  })
  .meta({ id: 'MannerSummary' });
export type MannerSummaryDto = z.infer<typeof mannerSummaryDtoSchema>;

/** The seller card of a product. */
export const sellerCardDtoSchema = postAuthorDtoSchema
  .extend({ manner: mannerSummaryDtoSchema, product_count: int })
  .meta({ id: 'SellerCard' });
export type SellerCardDto = z.infer<typeof sellerCardDtoSchema>;

/**
 * `GET /api/users/{id}`: a member's public profile. A member the viewer has blocked comes back
 * with `is_blocked` and no activity (area, counts) so the viewer can unblock; a member who blocked
 * the viewer is a 404.
 */
export const profileDtoSchema = sellerCardDtoSchema
  .extend({
    like_count: int,
    /** For the viewer: whether the member is in their favourites / blocked by them / themselves. */
    liked: z.boolean(),
    /** Whether the member's new posts alert the viewer (a liked member with alerts on). */
    follow_alerts: z.boolean(),
    is_blocked: z.boolean(),
    is_me: z.boolean(),
    created_at: dateTime,
  })
  .meta({ id: 'Profile' });
export type ProfileDto = z.infer<typeof profileDtoSchema>;

/** `GET`/`PATCH /api/users/notifications`: which notifications the member receives. */
export const notificationPreferencesDtoSchema = z
  .object({
    chat: z.boolean(),
    keyword: z.boolean(),
    /** A post the member liked got cheaper. */
    price_drop: z.boolean(),
    /** A member the member follows (a liked member, alerts on) posted. */
    followed_post: z.boolean(),
    review: z.boolean(),
    service: z.boolean(),
    marketing: z.boolean(),
    /** Quiet hours: no push notifications from 21:00 to 08:00 (the member's time zone). */
    night_quiet: z.boolean(),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferencesDto = z.infer<typeof notificationPreferencesDtoSchema>;

/** A row of `GET /api/blocks`. */
export const blockDtoSchema = z
  .object({ user: publicUserDtoSchema, created_at: dateTime })
  .meta({ id: 'Block' });
export type BlockDto = z.infer<typeof blockDtoSchema>;

/** `GET /api/sessions`: one of the member's signed-in devices. */
export const sessionDtoSchema = z
  .object({
    id: int,
    /** A short device label read from the user agent ('Chrome · Android'), or null. */
    device: z.string().nullable(),
    user_agent: z.string().nullable(),
    ip: z.string().nullable(),
    created_at: dateTime,
    last_seen_at: dateTime,
    /** The session this request came with. */
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type SessionDto = z.infer<typeof sessionDtoSchema>;

/** One account on the sample-login screen. */
export const sampleAccountDtoSchema = publicUserDtoSchema.meta({ id: 'SampleAccount' });
export type SampleAccountDto = z.infer<typeof sampleAccountDtoSchema>;

export const adminUserDtoSchema = userDtoSchema
  .extend({
    is_sample: z.boolean(),
    suspended_at: dateTime.nullable(),
    withdrawn_at: dateTime.nullable(),
    product_count: int,
  })
  .meta({ id: 'AdminUser' });
export type AdminUserDto = z.infer<typeof adminUserDtoSchema>;

export const adminAuditDtoSchema = z
  .object({
    id: int,
    action: z.string(),
    admin_id: int,
    admin_nickname: z.string().nullable(),
    changes: z.record(z.string(), z.unknown()),
    created_at: dateTime,
  })
  .meta({ id: 'AdminAudit' });
export type AdminAuditDto = z.infer<typeof adminAuditDtoSchema>;

/** `GET /api/admin/users/{id}`. */
export const adminUserDetailDtoSchema = adminUserDtoSchema
  .extend({
    social_providers: z.array(z.enum(SOCIAL_PROVIDERS)),
    session_count: int,
    audits: z.array(adminAuditDtoSchema),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetailDto = z.infer<typeof adminUserDetailDtoSchema>;
