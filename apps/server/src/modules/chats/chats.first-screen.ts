import { FIRST_SCREEN_CHATS, FIRST_SCREEN_MY_SEAT, chatListQuerySchema } from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import { one } from '../../http/envelope.ts';
import { memberPageFirstScreen } from '../../http/plain-page-first-screen.ts';
import type { FirstScreenProvider } from '../../http/web-app.ts';
import { toMySeatDto } from '../businesses/businesses.presenter.ts';
import { findMySeat } from '../businesses/seats.service.ts';
import { chatRoomsPage } from './chats.service.ts';

/**
 * `/chats`' first screen inside the signed-in member's page (`http/web-app.ts`): their rooms' first
 * page in the tab 'all', exactly as `GET /api/chats` answers it, and the business seat they hold
 * (`GET /api/businessSeats/mine`), so a seat holder's page is drawn with its two inboxes.
 */
export function chatsFirstScreen(app: FastifyInstance): FirstScreenProvider {
  const { db, storage } = app.deps;
  const firstPage = chatListQuerySchema.parse({});
  return memberPageFirstScreen({ '/chats': true }, async (_page, member) => {
    const [rooms, seat] = await Promise.all([
      chatRoomsPage({ db, storage }, member.id, firstPage),
      findMySeat(db, member.id),
    ]);
    return [
      { key: FIRST_SCREEN_CHATS, body: rooms },
      { key: FIRST_SCREEN_MY_SEAT, body: one(seat ? toMySeatDto(seat) : null) },
    ];
  });
}
