import type { ProfileDto } from '@steelyard/contracts';
import type { FileStorage } from '../../lib/storage.ts';
import { toMannerSummaryDto, toPublicUserDto } from '../users/users.presenter.ts';
import type { ProfileParts } from './profile.service.ts';

export function toProfileDto(parts: ProfileParts, storage: FileStorage): ProfileDto {
  const { row, isBlocked } = parts;
  const user = toPublicUserDto(row, storage);
  return {
    ...user,
    // A blocked member shows only who they are, not where or how they trade.
    city: isBlocked ? null : user.city,
    county: isBlocked ? null : user.county,
    manner: toMannerSummaryDto(row, parts.isMe),
    product_count: parts.productCount,
    like_count: parts.likeCount,
    liked: parts.liked,
    follow_alerts: parts.followAlerts,
    is_blocked: isBlocked,
    is_me: parts.isMe,
    business_verified: row.business_verified,
    created_at: new Date(row.created_at).toISOString(),
  };
}
