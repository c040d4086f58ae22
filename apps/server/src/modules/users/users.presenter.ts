import type {
  AdminUserDetailDto,
  AdminUserDto,
  Language,
  MannerSummaryDto,
  PublicUserDto,
  SocialProvider,
  UserDto,
} from '@steelyard/contracts';
import { SOCIAL_PROVIDERS, isLanguage } from '@steelyard/contracts';
import type { FileStorage } from '../../lib/storage.ts';
import type { UserRow } from './users.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The signed-in member as the web and the native app see themselves. */
export function toUserDto(row: UserRow, storage: FileStorage, counts = { alarms: 0, messages: 0 }): UserDto {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    name: row.name,
    contact: row.contact,
    admin: row.is_admin ? 1 : 0,
    language: (isLanguage(row.language) ? row.language : 'ko') as Language,
    country: row.country,
    city: row.city,
    county: row.county,
    town: row.town,
    village: row.village,
    lat: row.lat,
    lon: row.lon,
    profile_image_url: row.profile_thumb_path ? storage.url(row.profile_thumb_path) : null,
    unread_alarm_count: counts.alarms,
    unread_message_count: counts.messages,
    created_at: iso(row.created_at),
  };
}

export function toAdminUserDto(
  row: UserRow & { product_count: number | null },
  storage: FileStorage,
): AdminUserDto {
  return {
    ...toUserDto(row, storage),
    is_sample: row.is_sample,
    suspended_at: row.suspended_at ? iso(row.suspended_at) : null,
    withdrawn_at: row.withdrawn_at ? iso(row.withdrawn_at) : null,
    product_count: Number(row.product_count ?? 0),
  };
}

/** `GET /api/admin/users/{id}`: the member with linked providers, live sessions and recent audits. */
export function toAdminUserDetailDto(
  detail: {
    user: UserRow;
    counts: { productCount: number; sessionCount: number };
    providers: string[];
    audits: {
      id: number;
      action: string;
      admin_id: number;
      admin_nickname: string | null;
      changes: Record<string, unknown>;
      created_at: Date;
    }[];
  },
  storage: FileStorage,
): AdminUserDetailDto {
  return {
    ...toAdminUserDto({ ...detail.user, product_count: detail.counts.productCount }, storage),
    social_providers: detail.providers.filter(isSocialProvider),
    session_count: detail.counts.sessionCount,
    audits: detail.audits.map((audit) => ({ ...audit, created_at: iso(audit.created_at) })),
  };
}

const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** A member as others see them, beside a post, a chat, a like or a block. */
export function toPublicUserDto(
  row: {
    id: number;
    nickname: string;
    city: string | null;
    county: string | null;
    thumb_path: string | null;
  },
  storage: FileStorage,
): PublicUserDto {
  return {
    id: row.id,
    nickname: row.nickname,
    profile_image_url: row.thumb_path ? storage.url(row.thumb_path) : null,
    city: row.city,
    county: row.county,
  };
}

/** A member's standing as the users table keeps it (recomputed with every review: reviews/trust.ts). */
export interface MannerColumns {
  review_count: number;
  /** Counting reviews with a good tag: the only ones anyone but the member can read. */
  public_review_count: number;
  good_manner_count: number;
  bad_manner_count: number;
  trust_score: number;
}

/**
 * A member's manner summary as a viewer may see it: bad manners only for the member themself
 * (spec §6). For anyone else the bad count is left out, not zeroed, and the review count is of the
 * reviews they can read (a review with bad tags only is listed to nobody but its recipient).
 */
export function toMannerSummaryDto(member: MannerColumns, viewerIsMember: boolean): MannerSummaryDto {
  const summary = { good: member.good_manner_count, trust_score: Number(member.trust_score) };
  return viewerIsMember
    ? { ...summary, review_count: member.review_count, bad: member.bad_manner_count }
    : { ...summary, review_count: member.public_review_count };
}
