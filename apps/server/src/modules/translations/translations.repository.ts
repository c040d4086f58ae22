import type { Db } from '../../db/database.ts';
import { productsWithSeller, whereViewable } from '../products/products.repository.ts';

/** A post's texts, when its page opens for the viewer (live, not hidden, no block either way). */
export function findViewableProductText(db: Db, productId: number, viewerId: number) {
  return whereViewable(productsWithSeller(db), viewerId)
    .select(['products.title', 'products.description'])
    .where('products.id', '=', productId)
    .executeTakeFirst();
}

/** A chat message's text, when the viewer is a member of its room who has not left. */
export function findMessageTextFor(db: Db, messageId: number, viewerId: number) {
  return db
    .selectFrom('chat_messages as msg')
    .innerJoin('chat_members as member', (join) =>
      join.onRef('member.room_id', '=', 'msg.room_id').on('member.user_id', '=', viewerId),
    )
    .select('msg.body')
    .where('msg.id', '=', messageId)
    .where('member.left_at', 'is', null)
    .executeTakeFirst();
}

export function findCachedTranslation(db: Db, textHash: string, targetLanguage: string) {
  return db
    .selectFrom('translations')
    .select(['translated', 'source_language'])
    .where('text_hash', '=', textHash)
    .where('target_language', '=', targetLanguage)
    .executeTakeFirst();
}

/** Two members asking at once both translate; the first row stays. */
export async function saveTranslation(
  db: Db,
  row: { text_hash: string; target_language: string; source_language: string; translated: string },
) {
  await db
    .insertInto('translations')
    .values(row)
    .onConflict((oc) => oc.columns(['text_hash', 'target_language']).doNothing())
    .execute();
}
