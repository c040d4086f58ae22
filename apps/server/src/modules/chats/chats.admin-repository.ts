import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../lib/search-text.ts';
import { roomSubjects, SUBJECT_COLUMNS } from './chats.repository.ts';

/** The back office's chat search and read-only rooms, and the audit of each view. */

function adminRooms(db: Db) {
  return db
    .selectFrom('chat_rooms as r')
    .innerJoin(roomSubjects(db).as('s'), 's.subject_room_id', 'r.id')
    .innerJoin('users as seller', 'seller.id', 'r.seller_id')
    .innerJoin('users as buyer', 'buyer.id', 'r.buyer_id')
    .innerJoin('chat_members as sm', (join) =>
      join.onRef('sm.room_id', '=', 'r.id').onRef('sm.user_id', '=', 'r.seller_id'),
    )
    .innerJoin('chat_members as bm', (join) =>
      join.onRef('bm.room_id', '=', 'r.id').onRef('bm.user_id', '=', 'r.buyer_id'),
    );
}
type AdminRoomBase = ReturnType<typeof adminRooms>;

function withAdminColumns(base: AdminRoomBase) {
  return base
    .leftJoin('images as savatar', 'savatar.id', 'seller.profile_image_id')
    .leftJoin('images as bavatar', 'bavatar.id', 'buyer.profile_image_id')
    .select([
      'r.id',
      'r.message_count',
      'r.closed_at',
      'r.activity_at',
      'r.created_at',
      ...SUBJECT_COLUMNS,
      'seller.id as seller_id',
      'seller.nickname as seller_nickname',
      'seller.city as seller_city',
      'seller.county as seller_county',
      'savatar.thumb_path as seller_thumb_path',
      'buyer.id as buyer_id',
      'buyer.nickname as buyer_nickname',
      'buyer.city as buyer_city',
      'buyer.county as buyer_county',
      'bavatar.thumb_path as buyer_thumb_path',
      'sm.left_at as seller_left_at',
      'bm.left_at as buyer_left_at',
    ]);
}
export type AdminChatRoomRow = Awaited<ReturnType<ReturnType<typeof withAdminColumns>['execute']>>[number];

/**
 * Rooms found by member (id, nickname or email of either side) and subject: an id finds the rooms
 * about that product; a word, those whose product, request or freelancer headline holds it.
 */
export async function listRoomsForAdmin(
  db: Db,
  options: { member?: string; product?: string; limit: number; offset: number },
) {
  let base = adminRooms(db);
  const { member, product } = options;
  if (member) {
    base = base.where((eb) => {
      if (/^\d{1,9}$/.test(member))
        return eb.or([eb('r.seller_id', '=', Number(member)), eb('r.buyer_id', '=', Number(member))]);
      const pattern = containsPattern(member);
      return eb.or([
        eb('seller.nickname', 'ilike', pattern),
        eb('seller.email', 'ilike', pattern),
        eb('buyer.nickname', 'ilike', pattern),
        eb('buyer.email', 'ilike', pattern),
      ]);
    });
  }
  if (product) {
    base = /^\d{1,9}$/.test(product)
      ? base.where('r.product_id', '=', Number(product))
      : base.where((eb) =>
          eb.or([
            eb('s.product_title', 'ilike', containsPattern(product)),
            eb('s.request_title', 'ilike', containsPattern(product)),
            eb('s.freelancer_headline', 'ilike', containsPattern(product)),
          ]),
        );
  }
  const [rows, count] = await Promise.all([
    withAdminColumns(base)
      .orderBy('r.activity_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findRoomForAdmin(db: Db, id: number) {
  return withAdminColumns(adminRooms(db)).where('r.id', '=', id).executeTakeFirst();
}
