import type { UserDto } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { countUnreadAlarms } from '../alarms/alarms.repository.ts';
import { countUnreadMessages } from '../chats/chats.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { toUserDto } from '../users/users.presenter.ts';

/** The signed-in member with their unread counts ('who am I': `GET /api/user`, a drawn page's boot). */
export async function readCurrentUser(db: Db, storage: FileStorage, id: number): Promise<UserDto> {
  const [user, alarms, messages] = await Promise.all([
    findUserById(db, id),
    countUnreadAlarms(db, id),
    countUnreadMessages(db, id),
  ]);
  return toUserDto(user!, storage, { alarms, messages });
}
