import type { ChatRoomDto } from '@steelyard/contracts';
import type { ChatRoomViewRow } from './chats.repository.ts';

/** Who may do what in a room. Outsiders are refused on every route before any of this. */

/** A member's side of a room as stored: present, or gone for good after leaving. */
export type Membership = 'member' | 'left' | 'outsider';

export function membershipOf(
  members: { user_id: number; left_at: Date | null }[],
  userId: number,
): Membership {
  const own = members.find((m) => m.user_id === userId);
  if (!own) return 'outsider';
  return own.left_at ? 'left' : 'member';
}

/**
 * Why the member cannot send in the room, or null when they can. In order: the post was deleted;
 * the other member left; the request or freelancer profile was hidden, a block stands between
 * them or the other member is no longer active. A closed or cancelled request keeps its rooms
 * open (the two may still settle things); it only takes no new ones.
 */
export function roomNotice(row: ChatRoomViewRow): ChatRoomDto['notice_key'] {
  if (row.product_deleted_at) return 'chat.product_deleted';
  if (row.other_left_at) return 'chat.other_left';
  if (row.request_hidden_at || row.freelancer_hidden_at) return 'chat.unavailable';
  if (row.blocked || row.other_withdrawn_at || row.other_suspended_at) return 'chat.unavailable';
  return null;
}
