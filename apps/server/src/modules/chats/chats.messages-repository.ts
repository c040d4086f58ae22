import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isPublicImage } from '../images/images.repository.ts';

/** A room's messages: history pages, one message, the send (with its photo check). */

/** An offer as it stands, named `offer_*` beside a message's columns (`toOfferDto`). */
export const offerColumns = [
  'offers.id as offer_id',
  'offers.product_id as offer_product_id',
  'offers.room_id as offer_room_id',
  'offers.buyer_id as offer_buyer_id',
  'offers.seller_id as offer_seller_id',
  'offers.amount as offer_current_amount',
  'offers.currency as offer_currency',
  'offers.status as offer_status',
  'offers.end_reason as offer_end_reason',
  'offers.last_actor_id as offer_last_actor_id',
  'offers.expires_at as offer_expires_at',
  'offers.created_at as offer_created_at',
] as const;

/** Messages with their photo, and the offer a message of kind 'offer' records a move of. */
function messagesWithImages(db: Db) {
  return db
    .selectFrom('chat_messages as msg')
    .leftJoin('images', 'images.id', 'msg.image_id')
    .leftJoin('offers', 'offers.id', 'msg.offer_id')
    .leftJoin('users as seat', 'seat.id', 'msg.seat_user_id')
    .select(offerColumns)
    .select([
      'msg.id',
      'msg.room_id',
      'msg.sender_id',
      'msg.kind',
      'msg.body',
      'msg.created_at',
      'images.id as image_id',
      'images.path as image_path',
      'images.thumb_path as image_thumb_path',
      'msg.offer_event',
      'msg.offer_amount',
      'msg.seat_user_id',
      'seat.nickname as seat_nickname',
    ]);
}
export type ChatMessageRow = Awaited<ReturnType<ReturnType<typeof messagesWithImages>['execute']>>[number];

/** A page of a room's history: the newest `limit` messages older than `before`, newest first. */
export function listMessages(db: Db, roomId: number, options: { before?: number; limit: number }) {
  let query = messagesWithImages(db).where('msg.room_id', '=', roomId);
  if (options.before) query = query.where('msg.id', '<', options.before);
  return query.orderBy('msg.id', 'desc').limit(options.limit).execute();
}

export function findMessage(db: Db, id: number) {
  return messagesWithImages(db).where('msg.id', '=', id).executeTakeFirstOrThrow();
}

/** Several messages by id (the moves an offer's write told), in no particular order. */
export function findMessages(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return messagesWithImages(db).where('msg.id', 'in', ids).execute();
}

export function findMessageByClientKey(db: Db, roomId: number, senderId: number, clientKey: string) {
  return db
    .selectFrom('chat_messages')
    .select('id')
    .where('room_id', '=', roomId)
    .where('sender_id', '=', senderId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

/** The card of one move of an offer in its room (the first, when a move was written twice). */
export async function findOfferMoveMessageId(db: Db, offerId: number, event: string) {
  const row = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('offer_id', '=', offerId)
    .where('offer_event', '=', event)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** An uploaded photo of the sender's that no post and no other message uses; locked. */
export function lockSendableImage(db: Db, imageId: number, userId: number) {
  return db
    .selectFrom('images')
    .select('images.id')
    .where('images.id', '=', imageId)
    .where('images.user_id', '=', userId)
    .where(isPublicImage)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('product_images').select('image_id').whereRef('image_id', '=', 'images.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('chat_messages').select('id').whereRef('image_id', '=', 'images.id'))),
    )
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Stores a message and moves the room on (last message, count, activity). Call with the room
 * locked: the first member message of a room also counts one chat on the product, atomically.
 */
export async function insertMessage(
  db: Db,
  values: {
    roomId: number;
    senderId: number | null;
    /** The business's seat who wrote it for the sender (the business owner). */
    seatUserId?: number | null;
    kind: 'user' | 'left' | 'offer';
    body: string;
    imageId?: number;
    clientKey?: string;
    offer?: { id: number; event: string; amount: number };
  },
) {
  const row = await db
    .insertInto('chat_messages')
    .values({
      room_id: values.roomId,
      sender_id: values.senderId,
      seat_user_id: values.seatUserId ?? null,
      kind: values.kind,
      body: values.body,
      image_id: values.imageId ?? null,
      client_key: values.clientKey ?? null,
      offer_id: values.offer?.id ?? null,
      offer_event: values.offer?.event ?? null,
      offer_amount: values.offer?.amount ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const room = await db
    .updateTable('chat_rooms')
    .set({
      last_message_id: row.id,
      message_count: sql<number>`message_count + 1`,
      activity_at: sql<Date>`now()`,
    })
    .where('id', '=', values.roomId)
    .returning(['product_id'])
    .executeTakeFirstOrThrow();
  // Only a product counts its chats.
  if (values.kind === 'user' && room.product_id !== null) {
    const counted = await db
      .updateTable('products')
      .set({ chat_count: sql<number>`chat_count + 1` })
      .where('id', '=', room.product_id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('chat_messages')
              .select('id')
              .where('room_id', '=', values.roomId)
              .where('kind', '=', 'user')
              .where('id', '<>', row.id),
          ),
        ),
      )
      .executeTakeFirst();
    return { id: row.id, chatCounted: Number(counted.numUpdatedRows) > 0 };
  }
  return { id: row.id, chatCounted: false };
}
