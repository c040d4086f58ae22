import { LIMITS } from '@steelyard/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Whose recent searches: a member's, or a visitor device's. */
export type SearchOwner = { userId: number } | { deviceKey: string };

const ownerColumn = (owner: SearchOwner) =>
  'userId' in owner ? (['user_id', owner.userId] as const) : (['device_key', owner.deviceKey] as const);

/**
 * Remembers a search: the owner's row for the word moves to the top (one row per word, the oldest
 * beyond the kept number dropped) and today's counter of the normalized word goes up atomically.
 */
export async function saveSearch(db: Db, owner: SearchOwner, word: string, countedWord: string) {
  await db.transaction().execute(async (trx) => {
    const [column, value] = ownerColumn(owner);
    await trx
      .insertInto('searches')
      .values({
        user_id: column === 'user_id' ? (value as number) : null,
        device_key: column === 'device_key' ? (value as string) : null,
        word,
      })
      .onConflict((oc) =>
        oc
          .columns([column, 'word'])
          .where(column, 'is not', null)
          .doUpdateSet({ created_at: sql`now()` }),
      )
      .execute();
    await trx
      .deleteFrom('searches')
      .where(column, '=', value)
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('searches')
          .select('id')
          .where(column, '=', value)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(LIMITS.recentSearchesKept),
      )
      .execute();
    await trx
      .insertInto('search_counts')
      .values({ day: sql<Date>`current_date`, word: countedWord, count: 1 })
      .onConflict((oc) =>
        oc.columns(['day', 'word']).doUpdateSet((eb) => ({ count: eb('search_counts.count', '+', 1) })),
      )
      .execute();
  });
}

export function listRecentSearches(db: Db, owner: SearchOwner) {
  const [column, value] = ownerColumn(owner);
  return db
    .selectFrom('searches')
    .select(['id', 'word', 'created_at'])
    .where(column, '=', value)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIMITS.recentSearchesKept)
    .execute();
}

/** Deletes one of the owner's searches; false when it is not theirs (or gone). */
export async function deleteRecentSearch(db: Db, owner: SearchOwner, id: number) {
  const [column, value] = ownerColumn(owner);
  const result = await db
    .deleteFrom('searches')
    .where('id', '=', id)
    .where(column, '=', value)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function clearRecentSearches(db: Db, owner: SearchOwner) {
  const [column, value] = ownerColumn(owner);
  await db.deleteFrom('searches').where(column, '=', value).execute();
}

/** The most searched words of the last `days` days (today included). */
export async function listPopularSearches(db: Db, days: number, limit: number) {
  const rows = await db
    .selectFrom('search_counts')
    .select(['word', (eb) => eb.fn.sum<number>('count').as('count')])
    .where('day', '>', sql<Date>`current_date - ${days}::int`)
    .groupBy('word')
    .orderBy('count', 'desc')
    .orderBy('word')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ word: r.word, count: Number(r.count) }));
}
