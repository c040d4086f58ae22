import { insertAdminAudit } from '../audits/audits.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { findLiveSeatOf, type LiveSeatRow } from '../businesses/seats.repository.ts';
import { findProduct } from '../products/products.repository.ts';
import { actsForSeller } from '../products/business-posts.ts';
import { notifyMember, type Notifier } from '../alarms/alarms.service.ts';
import type {
  ChatListQuery,
  ChatMessageInput,
  ChatOpenInput,
  ChatRoomDto,
  CursorPaged,
} from '@steelyard/contracts';
import { cursorPaged } from '../../http/envelope.ts';
import { announce, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, ValidationError } from '../../http/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { RealtimeEmitter } from '../../realtime/emitter.ts';
import { allHearers, hearersByParty, listeners } from './chats.audience.ts';
import { membershipOf, roomNotice } from './chats.policy.ts';
import { roomPartiesFor } from './chats.subjects.ts';
import { toChatMessageDto, toChatRoomDto } from './chats.presenter.ts';
import { findRoomForAdmin } from './chats.admin-repository.ts';
import {
  findMessage,
  findMessageByClientKey,
  insertMessage,
  listMessages,
  lockSendableImage,
} from './chats.messages-repository.ts';
import {
  listChatPartners,
  decodeRoomCursor,
  encodeRoomCursor,
  findMembers,
  findOpenRoom,
  findRoom,
  findRoomView,
  insertRoom,
  listRooms,
  markLeft,
  markRead,
  setNotify,
} from './chats.repository.ts';

/** What the services that emit need besides the database. */
export interface ChatDeps {
  db: Db;
  storage: FileStorage;
  realtime: RealtimeEmitter;
  notifier: Notifier;
}

/**
 * Who acts in a room: the party (one of its two members) and, when a business's seat acts for
 * its owner (issue 30's shared inbox), the seat. A party acts for themselves: `seat` is null.
 */
export interface RoomActor {
  partyId: number;
  seat: LiveSeatRow | null;
}

/**
 * The room for a member: 404 when there is no such room and the same 404 for outsiders (a room's
 * id tells a stranger nothing, not even that it exists), 403 'This content is no longer
 * available.' for a member who left (their side of the room is gone for good). Every room route
 * starts here.
 */
export async function requireMember(
  db: Db,
  roomId: number,
  userId: number,
  options: { forUpdate?: boolean; seats?: boolean } = {},
) {
  const room = await findRoom(db, roomId, options);
  if (!room) throw notFound();
  const members = await findMembers(db, roomId);
  let actor: RoomActor = { partyId: userId, seat: null };
  let membership = membershipOf(members, userId);
  // A live seat of a verified business reads and answers its owner's rooms: read from the seat's
  // row on every call, so a removed seat is an outsider at its next request.
  if (membership === 'outsider' && options.seats) {
    const seat = await findLiveSeatOf(db, userId);
    if (seat && membershipOf(members, seat.owner_id) !== 'outsider') {
      actor = { partyId: seat.owner_id, seat };
      membership = membershipOf(members, seat.owner_id);
    }
  }
  if (membership === 'outsider') throw notFound();
  if (membership === 'left') throw forbidden('chat.unavailable');
  return { room, members, ...actor };
}

/** The inbox a list reads: the member's own, or (403 without a live seat) the business's. */
async function inboxOwner(db: Db, userId: number, inbox: ChatListQuery['inbox']) {
  if (inbox === 'own') return { partyId: userId, seat: null };
  const seat = await findLiveSeatOf(db, userId);
  if (!seat) throw forbidden('business.not_seat');
  return { partyId: seat.owner_id, seat };
}

/** The member's chat list by tab, newest activity first, in keyset pages. */
export async function listChatRooms(db: Db, userId: number, query: ChatListQuery) {
  const actor = await inboxOwner(db, userId, query.inbox);
  const cursor = query.cursor ? decodeRoomCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw ValidationError.field('cursor', 'validation.invalid');
  const rows = await listRooms(db, {
    userId: actor.partyId,
    tab: query.tab,
    productId: query.product_id,
    cursor,
    limit: query.per_page,
  });
  const last = rows.at(-1);
  return {
    rows,
    ...actor,
    nextCursor: last && rows.length === query.per_page ? encodeRoomCursor(last) : null,
  };
}

/** One room as the member sees it (header, switch, whether they can send). */
export async function showRoom(db: Db, roomId: number, userId: number) {
  const { partyId, seat } = await requireMember(db, roomId, userId, { seats: true });
  const view = await findRoomView(db, roomId, partyId);
  if (!view) throw notFound();
  return { view, partyId, seat };
}

/**
 * Opens the member's room about a subject (a product, a service request, a freelancer profile),
 * or finds the open one: a retried call returns the same room. Who may open which room, and the
 * refusals, are chats.subjects.ts's.
 */
export async function openChat(db: Db, userId: number, input: ChatOpenInput) {
  return db.transaction().execute((trx) => openRoomIn(trx, userId, input));
}

/** `openChat` inside the caller's transaction (a price offer opens its room with it). */
export async function openRoomIn(trx: Db, userId: number, input: ChatOpenInput) {
  const { subject, sellerId, buyerId, newRoomRefusal } = await roomPartiesFor(trx, userId, input);
  const open = await findOpenRoom(trx, subject, buyerId);
  if (open) return { roomId: open.id, created: false };
  if (newRoomRefusal) throw forbidden(newRoomRefusal);
  const id = await insertRoom(trx, { subject, sellerId, buyerId });
  if (id !== undefined) return { roomId: id, created: true };
  // Another request created it a moment ago (the unique index kept one).
  const raced = await findOpenRoom(trx, subject, buyerId);
  if (!raced) throw new Error('chat room vanished after a conflicting insert');
  return { roomId: raced.id, created: false };
}

/** A page of history, newest first from `before` (older messages load upward). */
export async function listRoomMessages(
  db: Db,
  roomId: number,
  userId: number,
  options: { before?: number; limit: number },
) {
  await requireMember(db, roomId, userId, { seats: true });
  return pageOfMessages(db, roomId, options);
}

async function pageOfMessages(db: Db, roomId: number, options: { before?: number; limit: number }) {
  const rows = await listMessages(db, roomId, { before: options.before, limit: options.limit + 1 });
  const more = rows.length > options.limit;
  const page = rows.slice(0, options.limit).reverse();
  return { rows: page, nextCursor: more && page[0] ? String(page[0].id) : null };
}

/** A photo raced into two messages: the unique index refuses the second; answer as a used photo. */
async function mapImageRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw ValidationError.field('image_id', 'product.image_unavailable');
    throw error;
  }
}

/**
 * Sends a message. The message is stored (and the room, the product's chat count and the
 * sender's read mark moved) in one transaction; only after the commit is it emitted to both
 * members. A retried send with the same `client_key` returns the stored message and emits it
 * again without a second alarm: the first try may have been committed by an instance that died
 * before emitting (the balancer then retries on another), and clients keep a message once by id.
 */
export async function sendMessage(deps: ChatDeps, roomId: number, userId: number, input: ChatMessageInput) {
  const { db, storage, realtime } = deps;
  const stored = await mapImageRace(() =>
    db.transaction().execute(async (trx) => {
      const { members, partyId, seat } = await requireMember(trx, roomId, userId, {
        forUpdate: true,
        seats: true,
      });
      const view = await findRoomView(trx, roomId, partyId);
      if (!view) throw notFound();
      const notice = roomNotice(view);
      if (notice) throw forbidden(notice);
      if (input.client_key) {
        const existing = await findMessageByClientKey(trx, roomId, partyId, input.client_key);
        if (existing) return { id: existing.id, repeated: true, members, partyId, chatCounted: false };
      }
      if (input.image_id !== undefined && !(await lockSendableImage(trx, input.image_id, userId)))
        throw ValidationError.field('image_id', 'product.image_unavailable');
      // A seat writes as the business (its owner is the sender) and signs with its own id.
      const { id, chatCounted } = await insertMessage(trx, {
        roomId,
        senderId: partyId,
        seatUserId: seat ? userId : null,
        kind: 'user',
        body: input.body,
        imageId: input.image_id,
        clientKey: input.client_key,
      });
      await markRead(trx, roomId, partyId, id);
      return { id, repeated: false, members, partyId, chatCounted };
    }),
  );
  // A post's first chat moves the count its card shows.
  if (stored.chatCounted) announce(db, publicProductsChanged);
  const message = toChatMessageDto(await findMessage(db, stored.id), storage);
  const recipients = stored.members.filter((m) => !m.left_at);
  const hearers = await hearersByParty(
    db,
    recipients.map((m) => m.user_id),
  );
  for (const listener of allHearers(hearers))
    realtime.toUser(listener, 'message-created', { room_id: roomId, message });
  if (!stored.repeated) {
    // The other member, and the live seats of their business, are told when the room's switch
    // and each one's preferences allow; a seat's message comes from the business (its owner), as
    // the room shows it, and its writer is never told of it.
    const senderId = stored.partyId;
    const sender = (await findUserById(db, senderId))?.nickname ?? '';
    for (const member of recipients)
      if (member.user_id !== senderId && member.notify)
        for (const alarmed of hearers.get(member.user_id) ?? [])
          if (alarmed !== userId)
            await notifyMember(deps.notifier, {
              userId: alarmed,
              kind: 'chat',
              actorId: senderId,
              targetId: roomId,
              params: { nickname: sender, preview: message.body || '📷' },
            });
  }
  return message;
}

/** Marks the room read up to a message (default: the newest); the mark never moves back. */
export async function markRoomRead(db: Db, roomId: number, userId: number, messageId?: number) {
  await db.transaction().execute(async (trx) => {
    // One inbox, one read mark: a seat reading the business's room reads it for the business.
    const { room, partyId } = await requireMember(trx, roomId, userId, { seats: true });
    const newest = room.last_message_id ?? 0;
    await markRead(trx, roomId, partyId, Math.min(messageId ?? newest, newest));
  });
}

/** The per-room notification switch. */
export async function setRoomNotify(db: Db, roomId: number, userId: number, notify: boolean) {
  await db.transaction().execute(async (trx) => {
    const { partyId } = await requireMember(trx, roomId, userId, { seats: true });
    await setNotify(trx, roomId, partyId, notify);
  });
}

/**
 * Leaves a room for good: the room leaves the member's list and its history is never shown to
 * them again; the room closes, and the other member sees that they left (a 'left' message,
 * emitted after the commit). Leaving again changes nothing.
 */
export async function leaveRoom(deps: ChatDeps, roomId: number, userId: number) {
  const { db, storage, realtime } = deps;
  const result = await db.transaction().execute(async (trx) => {
    const room = await findRoom(trx, roomId, { forUpdate: true });
    if (!room) throw notFound();
    const members = await findMembers(trx, roomId);
    const membership = membershipOf(members, userId);
    if (membership === 'outsider') {
      // A seat answers the business's rooms but never closes them: that is the owner's.
      const seat = await findLiveSeatOf(trx, userId);
      if (seat && membershipOf(members, seat.owner_id) !== 'outsider')
        throw forbidden('business.seat_cannot_leave_chat');
      throw notFound();
    }
    if (membership === 'left') return null;
    const other = members.find((m) => m.user_id !== userId);
    let messageId: number | null = null;
    // An empty room was never in the other member's list: it just closes.
    if (room.message_count > 0 && other && !other.left_at) {
      ({ id: messageId } = await insertMessage(trx, { roomId, senderId: userId, kind: 'left', body: '' }));
    }
    await markLeft(trx, roomId, userId);
    return messageId && other ? { messageId, otherId: other.user_id } : null;
  });
  if (result) {
    const message = toChatMessageDto(await findMessage(db, result.messageId), storage);
    for (const listener of await listeners(db, [result.otherId]))
      realtime.toUser(listener, 'message-created', { room_id: roomId, message });
  }
}

/** The back office: a room with a page of its whole history; every view is audited. */
export async function showRoomForAdmin(
  db: Db,
  adminId: number,
  roomId: number,
  options: { before?: number; limit: number },
) {
  const room = await findRoomForAdmin(db, roomId);
  if (!room) throw notFound();
  const page = await pageOfMessages(db, roomId, options);
  await insertAdminAudit(db, { adminId, action: 'chat.view', subjectType: 'chat', subjectId: roomId });
  return { room, ...page };
}

/** The members who chatted about the seller's post (whom the seller may name as the buyer). */
export async function listChatPartnersOfProduct(db: Db, productId: number, userId: number) {
  const product = await findProduct(db, productId);
  if (!product || product.deleted_at) throw notFound();
  if (!(await actsForSeller(db, product, userId))) throw forbidden('product.owner_only');
  return listChatPartners(db, product.id);
}

/** `GET /api/chats`' answer: a page of the member's rooms (or their seat's business's), newest activity first. */
export async function chatRoomsPage(
  deps: { db: Db; storage: FileStorage },
  userId: number,
  query: ChatListQuery,
): Promise<CursorPaged<ChatRoomDto>> {
  const { rows, nextCursor, partyId, seat } = await listChatRooms(deps.db, userId, query);
  return cursorPaged(
    rows.map((row) => toChatRoomDto(row, partyId, deps.storage, seat)),
    query.per_page,
    nextCursor,
  );
}
