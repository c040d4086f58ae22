import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * The one place that decides what blocking hides. Blocking is mutual: when either member has
 * blocked the other, neither sees the other's posts. Product list, detail, search, likes and
 * seller cards all filter through this; the block routes belong to the accounts capability.
 *
 * Use in a where clause: `.where(whereNotBlockedBetween(viewerId, 'products.user_id'))`.
 * A visitor (no viewer) sees everything.
 */
export function whereNotBlockedBetween(viewerId: number | null | undefined, userIdColumn: string) {
  return (): Expression<SqlBool> => {
    if (!viewerId) return sql<SqlBool>`true`;
    return notBlockedEitherWay(sql`${viewerId}`, sql.ref(userIdColumn));
  };
}

/** Neither member blocked the other, both given as columns (a post's author and an alert's owner). */
export function notBlockedBetweenColumns(oneColumn: string, otherColumn: string): Expression<SqlBool> {
  return notBlockedEitherWay(sql.ref(oneColumn), sql.ref(otherColumn));
}

function notBlockedEitherWay(one: Expression<unknown>, other: Expression<unknown>) {
  return sql<SqlBool>`not exists (
      select 1 from blocks
      where (blocks.blocker_id = ${one} and blocks.blocked_id = ${other})
         or (blocks.blocker_id = ${other} and blocks.blocked_id = ${one})
    )`;
}

/** How two members stand: `by_me` when the viewer blocked the other, `by_them` the other way round. */
export type BlockStanding = 'none' | 'by_me' | 'by_them';

/**
 * Whether the viewer may see the member's profile: not when the member blocked the viewer (a
 * 404, as for no member at all). The viewer who blocked sees only enough to unblock.
 */
export function canSeeProfile(standing: BlockStanding): boolean {
  return standing !== 'by_them';
}
