import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BlockStanding } from './blocks.policy.ts';

/** Whether either member has blocked the other. */
export async function isBlockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  return (await findBlockStanding(db, a, b)) !== 'none';
}

/** Who blocked whom between the viewer and a member (the viewer's own block wins when both did). */
export async function findBlockStanding(db: Db, viewerId: number, memberId: number): Promise<BlockStanding> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', viewerId), eb('blocked_id', '=', memberId)]),
        eb.and([eb('blocker_id', '=', memberId), eb('blocked_id', '=', viewerId)]),
      ]),
    )
    .execute();
  if (rows.some((r) => r.blocker_id === viewerId)) return 'by_me';
  return rows.length > 0 ? 'by_them' : 'none';
}

/** The members the member blocked or was blocked by. */
export async function listBlockedEitherWay(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
  return rows.map((row) => (row.blocker_id === userId ? row.blocked_id : row.blocker_id));
}

/** Adds a block; false when the member had already blocked that member. */
export async function insertBlock(db: Db, blockerId: number, blockedId: number) {
  const row = await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the member's own block of another; the other's block of them stays. */
export async function deleteBlock(db: Db, blockerId: number, blockedId: number) {
  const result = await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function blocksOf(db: Db, blockerId: number) {
  return db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .leftJoin('images', 'images.id', 'users.profile_image_id')
    .select([
      'blocks.id as block_id',
      'blocks.created_at',
      // Exact to the microsecond, for the keyset cursor.
      sql<string>`to_char(blocks.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'created_key',
      ),
      'users.id',
      'users.nickname',
      'users.city',
      'users.county',
      'images.thumb_path',
    ])
    .where('blocks.blocker_id', '=', blockerId)
    .where('users.withdrawn_at', 'is', null);
}

/** One block of the member's list (after a write). */
export function findBlock(db: Db, blockerId: number, blockedId: number) {
  return blocksOf(db, blockerId).where('blocks.blocked_id', '=', blockedId).executeTakeFirst();
}
export type BlockRow = NonNullable<Awaited<ReturnType<typeof findBlock>>>;

/** The members the member blocked, newest first, a keyset page after `after`. */
export function listBlocks(
  db: Db,
  options: { blockerId: number; limit: number; after: { createdKey: string; id: number } | null },
) {
  let query = blocksOf(db, options.blockerId);
  if (options.after) {
    query = query.where(
      sql<boolean>`(blocks.created_at, blocks.id) < (${options.after.createdKey}::timestamptz, ${options.after.id})`,
    );
  }
  return query
    .orderBy('blocks.created_at', 'desc')
    .orderBy('blocks.id', 'desc')
    .limit(options.limit)
    .execute();
}
