import { LIMITS } from '@steelyard/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DeviceOwner } from '../../http/device-owner.ts';

/** Whose recent searches: a member's, or a visitor device's. */
/** Whose recent searches: a member's, or a visitor's device's (`http/device-owner.ts`). */
export type SearchOwner = DeviceOwner;

const ownerColumn = (owner: SearchOwner) =>
  'userId' in owner ? (['user_id', owner.userId] as const) : (['device_key', owner.deviceKey] as const);

/** One search to remember: whose, the word as shown, the word as counted, and when. */
export interface SearchEntry {
  owner: SearchOwner;
  word: string;
  countedWord: string;
  at: Date;
}

/**
 * Remembers a batch of searches in one transaction: each owner's row for a word moves to the top
 * (one row per word; the oldest beyond the kept number dropped), and each day's counter of a
 * normalized word goes up by how often it was searched, in one statement per table.
 */
export async function saveSearches(db: Db, entries: SearchEntry[]) {
  if (entries.length === 0) return;
  // The latest search of a word per owner wins (a batch may hold the same one twice).
  const latest = new Map<string, SearchEntry>();
  for (const entry of entries) latest.set(`${JSON.stringify(ownerColumn(entry.owner))}:${entry.word}`, entry);
  const rows = [...latest.values()];
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.countedWord, (counts.get(entry.countedWord) ?? 0) + 1);
  const userIds = [...new Set(rows.flatMap((r) => ('userId' in r.owner ? [r.owner.userId] : [])))];
  const deviceKeys = [...new Set(rows.flatMap((r) => ('deviceKey' in r.owner ? [r.owner.deviceKey] : [])))];

  await db.transaction().execute(async (trx) => {
    for (const column of ['user_id', 'device_key'] as const) {
      const ofColumn = rows.filter((r) => ownerColumn(r.owner)[0] === column);
      if (ofColumn.length === 0) continue;
      await trx
        .insertInto('searches')
        .values(
          ofColumn.map((r) => ({
            user_id: 'userId' in r.owner ? r.owner.userId : null,
            device_key: 'deviceKey' in r.owner ? r.owner.deviceKey : null,
            word: r.word,
            created_at: r.at,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns([column, 'word'])
            .where(column, 'is not', null)
            .doUpdateSet({ created_at: (eb) => eb.ref('excluded.created_at') }),
        )
        .execute();
    }
    await trx
      .deleteFrom('searches')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom(
            eb
              .selectFrom('searches')
              .select([
                'id',
                sql<number>`row_number() over (partition by user_id, device_key order by created_at desc, id desc)`.as(
                  'place',
                ),
              ])
              .where((w) =>
                w.or([
                  ...(userIds.length ? [w('user_id', 'in', userIds)] : []),
                  ...(deviceKeys.length ? [w('device_key', 'in', deviceKeys)] : []),
                ]),
              )
              .as('ranked'),
          )
          .select('ranked.id')
          .where('ranked.place', '>', LIMITS.recentSearchesKept),
      )
      .execute();
    await trx
      .insertInto('search_counts')
      .values([...counts].map(([word, count]) => ({ day: sql<Date>`current_date`, word, count })))
      .onConflict((oc) =>
        oc
          .columns(['day', 'word'])
          .doUpdateSet((eb) => ({ count: eb('search_counts.count', '+', eb.ref('excluded.count')) })),
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
