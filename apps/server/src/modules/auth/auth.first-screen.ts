import { FIRST_SCREEN_CURRENT_USER } from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { one } from '../../http/envelope.ts';
import type { FirstScreenProvider } from '../../http/web-app.ts';
import { memberPageFirstScreen, plainPageFirstScreen } from '../../http/plain-page-first-screen.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { toUserDto } from '../users/users.presenter.ts';
import { currentMember } from './auth.service.ts';

/**
 * `/login` drawn by the server (`http/web-app.ts`): the screen needs no answer of its own, only the
 * boot's (settings and categories, put beside every drawn page), so its form is there at the first
 * paint, in the reader's language, instead of after the app's scripts.
 */
export function authFirstScreen(): FirstScreenProvider {
  return plainPageFirstScreen({ '/login': true }, () => Promise.resolve([]));
}

/** `GET /api/user`'s answer for the member `userId`. */
export async function currentUserAnswer(deps: { db: Db; storage: FileStorage }, userId: number) {
  const { user, unread } = await currentMember(deps.db, userId);
  return one(toUserDto(user, deps.storage, unread));
}

/**
 * Who the member is, `GET /api/user` as it answers them, beside their own drawn screens
 * (`memberPageFirstScreen`) with the boot's answers: the app's user rule then lets the screen be
 * drawn, and the header shows their unread alarms. Read on every request, for its member alone.
 */
export function currentUserFirstScreen(app: FastifyInstance): FirstScreenProvider {
  return async (request) =>
    request.user
      ? {
          answers: [
            { key: FIRST_SCREEN_CURRENT_USER, body: await currentUserAnswer(app.deps, request.user.id) },
          ],
          images: [],
        }
      : null;
}

/**
 * `/mypage` drawn for the signed-in member: its menu needs nothing but who they are (the
 * `currentUserFirstScreen` beside it) and the boot's place names.
 */
export function mypageFirstScreen(): FirstScreenProvider {
  return memberPageFirstScreen({ '/mypage': true }, () => Promise.resolve([]));
}
