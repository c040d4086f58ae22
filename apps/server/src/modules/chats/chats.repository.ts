import type { ChatTab } from '@steelyard/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The chat's rooms and members: open, list (one query per page), read marks, the switch, leave,
 * and the counts other modules ask for. Messages: chats.messages-repository.ts; the back
 * office's search: chats.admin-repository.ts.
 */

/** Exact to the microsecond, for keyset cursors (a JS Date keeps milliseconds only). */
const microKey = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The first photo's thumbnail of the room's product (null for a room about something else). */
const productThumb = () =>
  sql<string | null>`(select images.thumb_path from product_images
    inner join images on images.id = product_images.image_id
    where product_images.product_id = p.id order by product_images.position limit 1)`;

/** The column that names a room's subject, one per kind of subject. */
export type ChatSubjectColumn = 'product_id' | 'service_request_id' | 'freelancer_id';
export interface ChatSubjectRef {
  column: ChatSubjectColumn;
  id: number;
}

/**
 * Every room with its subject's columns (a room has exactly one subject; the others are null):
 * the product's header columns, the request's kind and title, the freelancer's headline. Joined
 * into the member's list and the back office's search as one derived table, which PostgreSQL
 * flattens into the outer query (one primary-key lookup per room of the page): no N+1, and the
 * per-subject choice lives in one place.
 */
export function roomSubjects(db: Db) {
  return db
    .selectFrom('chat_rooms as subject_room')
    .leftJoin('products as p', 'p.id', 'subject_room.product_id')
    .leftJoin('service_requests as req', 'req.id', 'subject_room.service_request_id')
    .leftJoin('freelancers as fl', 'fl.id', 'subject_room.freelancer_id')
    .select([
      'subject_room.id as subject_room_id',
      'subject_room.product_id',
      'subject_room.service_request_id',
      'subject_room.freelancer_id',
      'p.type as product_type',
      'p.status as product_status',
      'p.title as product_title',
      'p.price as product_price',
      'p.price_negotiable as product_price_negotiable',
      'p.country as product_country',
      'p.deleted_at as product_deleted_at',
      'req.kind as request_kind',
      'req.title as request_title',
      'req.hidden_at as request_hidden_at',
      'fl.headline as freelancer_headline',
      'fl.hidden_at as freelancer_hidden_at',
    ])
    .select(productThumb().as('product_thumb_path'));
}
export type ChatSubjectRow = Omit<
  Awaited<ReturnType<ReturnType<typeof roomSubjects>['execute']>>[number],
  'subject_room_id'
>;

/** The subject columns of roomSubjects as the outer query selects them (alias `s`). */
export const SUBJECT_COLUMNS = [
  's.product_id',
  's.service_request_id',
  's.freelancer_id',
  's.product_type',
  's.product_status',
  's.product_title',
  's.product_price',
  's.product_price_negotiable',
  's.product_country',
  's.product_deleted_at',
  's.product_thumb_path',
  's.request_kind',
  's.request_title',
  's.request_hidden_at',
  's.freelancer_headline',
  's.freelancer_hidden_at',
] as const;

export function findRoom(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('chat_rooms').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type ChatRoomRow = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

export function findMembers(db: Db, roomId: number) {
  return db.selectFrom('chat_members').selectAll().where('room_id', '=', roomId).execute();
}

/** The members of several rooms at once. */
export function findMembersOfRooms(db: Db, roomIds: number[]) {
  if (roomIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('chat_members').selectAll().where('room_id', 'in', roomIds).execute();
}

/** The open room of an asker (the buyer's side) about a subject, if there is one. */
export function findOpenRoom(db: Db, subject: ChatSubjectRef, buyerId: number) {
  return db
    .selectFrom('chat_rooms')
    .selectAll()
    .where(subject.column, '=', subject.id)
    .where('buyer_id', '=', buyerId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
}

/** Inserts the room and its two members; undefined when an open room already exists (a race). */
export async function insertRoom(
  db: Db,
  values: { subject: ChatSubjectRef; sellerId: number; buyerId: number },
) {
  const { subject } = values;
  const row = await db
    .insertInto('chat_rooms')
    .values({ [subject.column]: subject.id, seller_id: values.sellerId, buyer_id: values.buyerId })
    // Each subject column has its own partial unique index on (subject, buyer) of open rooms.
    .onConflict((oc) => oc.columns([subject.column, 'buyer_id']).where('closed_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .insertInto('chat_members')
    .values([
      { room_id: row.id, user_id: values.sellerId },
      { room_id: row.id, user_id: values.buyerId },
    ])
    .execute();
  return row.id;
}

/**
 * Rooms as one member sees them, one row each with everything the list and the room's header
 * show (the other member, the subject and its thumbnail, the last message, the unread count,
 * whether a block stands between them), in one query: no N+1.
 */
function roomsOf(db: Db, userId: number) {
  return db
    .selectFrom('chat_members as m')
    .innerJoin('chat_rooms as r', 'r.id', 'm.room_id')
    .innerJoin(roomSubjects(db).as('s'), 's.subject_room_id', 'r.id')
    .innerJoin('users as other', (join) =>
      join.on(
        sql<boolean>`other.id = case when r.seller_id = ${userId} then r.buyer_id else r.seller_id end`,
      ),
    )
    .innerJoin('chat_members as om', (join) =>
      join.onRef('om.room_id', '=', 'r.id').onRef('om.user_id', '=', 'other.id'),
    )
    .leftJoin('images as avatar', 'avatar.id', 'other.profile_image_id')
    .leftJoin('chat_messages as lm', 'lm.id', 'r.last_message_id')
    .where('m.user_id', '=', userId)
    .where('m.left_at', 'is', null)
    .select([
      'r.id',
      'r.seller_id',
      'r.buyer_id',
      'r.closed_at',
      'r.created_at',
      'r.last_message_id',
      'm.notify',
      'm.last_read_message_id',
      ...SUBJECT_COLUMNS,
      'other.id as other_id',
      'other.nickname as other_nickname',
      'other.city as other_city',
      'other.county as other_county',
      'other.withdrawn_at as other_withdrawn_at',
      'other.suspended_at as other_suspended_at',
      'other.trust_score as other_trust_score',
      'other.business_verified as other_business_verified',
      'avatar.thumb_path as other_thumb_path',
      'om.left_at as other_left_at',
      'lm.body as last_body',
      'lm.kind as last_kind',
      'lm.image_id as last_image_id',
      'lm.created_at as last_created_at',
    ])
    .select([
      microKey('r.activity_at').as('activity_key'),
      sql<number>`(select count(*)::int from chat_messages x
        where x.room_id = r.id and x.id > m.last_read_message_id
          and x.sender_id is distinct from ${userId})`.as('unread_count'),
      sql<boolean>`exists (select 1 from blocks b
        where (b.blocker_id = ${userId} and b.blocked_id = other.id)
           or (b.blocker_id = other.id and b.blocked_id = ${userId}))`.as('blocked'),
      sql<boolean>`exists (select 1 from sanctions s
        where s.user_id = other.id and s.created_at > now() - interval '12 months')`.as('other_sanctioned'),
    ]);
}
export type ChatRoomViewRow = Awaited<ReturnType<ReturnType<typeof roomsOf>['execute']>>[number];

/** One room as a member (who has not left) sees it. */
export function findRoomView(db: Db, roomId: number, userId: number) {
  return roomsOf(db, userId).where('r.id', '=', roomId).executeTakeFirst();
}

export interface RoomCursor {
  activityKey: string;
  id: number;
}

export function encodeRoomCursor(row: ChatRoomViewRow): string {
  return Buffer.from(JSON.stringify({ t: row.activity_key, i: row.id })).toString('base64url');
}

export function decodeRoomCursor(cursor: string): RoomCursor | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (!Number.isInteger(value.i) || typeof value.t !== 'string') return null;
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(value.t)) return null;
    return { activityKey: value.t, id: value.i as number };
  } catch {
    return null;
  }
}

/**
 * The chat list: rooms with at least one message, newest activity first, keyset paging on
 * (activity_at, id). `mine`: rooms about the member's products, requests and freelancer profile
 * (the owner's side); `others`: the rooms where the member asks.
 */
export function listRooms(
  db: Db,
  options: { userId: number; tab: ChatTab; productId?: number; cursor: RoomCursor | null; limit: number },
) {
  let query = roomsOf(db, options.userId).where('r.last_message_id', 'is not', null);
  if (options.tab === 'mine') query = query.where('r.seller_id', '=', options.userId);
  if (options.tab === 'others') query = query.where('r.buyer_id', '=', options.userId);
  if (options.productId) query = query.where('r.product_id', '=', options.productId);
  if (options.cursor) {
    query = query.where(
      sql<boolean>`(r.activity_at, r.id) < (${options.cursor.activityKey}::timestamptz, ${options.cursor.id})`,
    );
  }
  return query.orderBy('r.activity_at', 'desc').orderBy('r.id', 'desc').limit(options.limit).execute();
}

/** Moves a member's read mark forward (never back). */
export async function markRead(db: Db, roomId: number, userId: number, messageId: number) {
  await db
    .updateTable('chat_members')
    .set({ last_read_message_id: sql<number>`greatest(last_read_message_id, ${messageId})` })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .execute();
}

export async function setNotify(db: Db, roomId: number, userId: number, notify: boolean) {
  await db
    .updateTable('chat_members')
    .set({ notify })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .execute();
}

/** The member leaves for good; the room closes (nobody can send in it any more). */
export async function markLeft(db: Db, roomId: number, userId: number) {
  await db
    .updateTable('chat_members')
    .set({ left_at: sql<Date>`now()` })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .execute();
  await db
    .updateTable('chat_rooms')
    .set({ closed_at: sql<Date>`coalesce(closed_at, now())` })
    .where('id', '=', roomId)
    .execute();
}

/** Unread messages over all the member's rooms (the chat badge of the profile). */
export async function countUnreadMessages(db: Db, userId: number) {
  const row = await db
    .selectFrom('chat_members as m')
    .innerJoin('chat_messages as msg', 'msg.room_id', 'm.room_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('m.user_id', '=', userId)
    .where('m.left_at', 'is', null)
    .whereRef('msg.id', '>', 'm.last_read_message_id')
    .where(sql<boolean>`msg.sender_id is distinct from ${userId}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a member chatted with the seller about the product (a room with messages). */
export async function hasChattedAbout(db: Db, productId: number, userId: number) {
  const row = await db
    .selectFrom('chat_rooms')
    .select('id')
    .where('product_id', '=', productId)
    .where('buyer_id', '=', userId)
    .where('message_count', '>', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** The live members who chatted about a product: the choices for the other party of a trade. */
export function listChatPartners(db: Db, productId: number) {
  return db
    .selectFrom('users')
    .leftJoin('images', 'images.id', 'users.profile_image_id')
    .select(['users.id', 'users.nickname', 'users.city', 'users.county', 'images.thumb_path'])
    .where('users.withdrawn_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('chat_rooms')
          .select('chat_rooms.id')
          .where('chat_rooms.product_id', '=', productId)
          .whereRef('chat_rooms.buyer_id', '=', 'users.id')
          .where('chat_rooms.message_count', '>', 0),
      ),
    )
    .orderBy('users.nickname')
    .execute();
}
