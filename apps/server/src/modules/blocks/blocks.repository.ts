import type { Db } from '../../db/database.ts';

/** Whether either member has blocked the other. */
export async function isBlockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
