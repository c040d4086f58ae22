import { sql } from 'kysely';
import type { SeedContext } from '../context.ts';
import type { DemoUserKey } from './users.ts';

/** Demo conversations: [buyer, the seller's product (n-th of theirs), messages (b: buyer, s: seller)]. */
const CONVERSATIONS: [DemoUserKey, DemoUserKey, number, ['b' | 's', string][]][] = [
  [
    'member2',
    'member1',
    0,
    [
      ['b', '안녕하세요, 아직 판매 중인가요?'],
      ['s', '네, 판매 중입니다. 직접 보러 오셔도 됩니다.'],
      ['b', '가격 조정이 조금 가능할까요? 이번 주 토요일에 방문하고 싶습니다.'],
      ['s', '토요일 오전이면 좋습니다. 가격은 만나서 이야기해요.'],
    ],
  ],
  [
    'member3',
    'member1',
    1,
    [
      ['b', 'Hello, is shipping to Busan possible?'],
      ['s', '네, 화물 배송 가능합니다. 배송비는 별도입니다.'],
    ],
  ],
  ['member1', 'member2', 0, [['b', '사진 더 받아볼 수 있을까요? 작동 영상도 있으면 부탁드립니다.']]],
];

/** A few chat rooms between the demo members about their posts, with read marks and counts. */
export async function seedDemoChats(ctx: SeedContext, ids: Record<DemoUserKey, number>): Promise<void> {
  const { trx } = ctx;
  let rooms = 0;
  for (const [buyerKey, sellerKey, nth, lines] of CONVERSATIONS) {
    const product = await trx
      .selectFrom('products')
      .select('id')
      .where('user_id', '=', ids[sellerKey])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .offset(nth)
      .limit(1)
      .executeTakeFirst();
    if (!product) continue;
    const room = await trx
      .insertInto('chat_rooms')
      .values({ product_id: product.id, seller_id: ids[sellerKey], buyer_id: ids[buyerKey] })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('chat_members')
      .values([
        { room_id: room.id, user_id: ids[sellerKey] },
        { room_id: room.id, user_id: ids[buyerKey] },
      ])
      .execute();
    let lastId = 0;
    let lastAt = ctx.now;
    const lastRead: Record<'b' | 's', number> = { b: 0, s: 0 };
    for (const [index, [side, body]] of lines.entries()) {
      const minutesAgo = (lines.length - index) * 7 + rooms * 90;
      lastAt = new Date(ctx.now.getTime() - minutesAgo * 60_000);
      const row = await trx
        .insertInto('chat_messages')
        .values({
          room_id: room.id,
          sender_id: ids[side === 'b' ? buyerKey : sellerKey],
          body,
          created_at: lastAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      lastId = row.id;
      lastRead[side] = row.id;
    }
    // Each side has read up to its own last message; the seller's newest incoming ones stay unread.
    for (const side of ['b', 's'] as const) {
      await trx
        .updateTable('chat_members')
        .set({ last_read_message_id: lastRead[side] })
        .where('room_id', '=', room.id)
        .where('user_id', '=', ids[side === 'b' ? buyerKey : sellerKey])
        .execute();
    }
    await trx
      .updateTable('chat_rooms')
      .set({ last_message_id: lastId, message_count: lines.length, activity_at: lastAt })
      .where('id', '=', room.id)
      .execute();
    rooms++;
  }
  // The chat count is the number of conversations that really exist (the listings' seed data
  // carries made-up counts from before chat existed).
  await sql`update products set chat_count = (select count(*) from chat_rooms
    where chat_rooms.product_id = products.id and chat_rooms.message_count > 0)`.execute(trx);
  ctx.tally.add('chat rooms', rooms);
}
