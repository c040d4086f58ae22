import { blocksChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import type { InvalidationBus } from '../../lib/invalidation-bus.ts';
import { createReadCache } from '../../lib/read-cache.ts';
import { listBlockedEitherWay } from './blocks.repository.ts';

export interface BlockedMembers {
  /** The members `userId` blocked or was blocked by. */
  of(userId: number): Promise<ReadonlySet<number>>;
}

/**
 * Each member's blocks either way, kept in memory: most members have none, and then their lists
 * are the visitors' (`products/product-lists.ts`). `blocksChanged` drops both members' on every
 * instance; `ttlMs` bounds what a write from outside the app could leave.
 */
export function createBlockedMembers(options: {
  db: Db;
  bus: InvalidationBus;
  ttlMs: number;
  max: number;
}): BlockedMembers {
  const { db, bus } = options;
  const kept = createReadCache<ReadonlySet<number>>({
    name: 'member-blocks',
    ttlMs: options.ttlMs,
    max: options.max,
  });
  bus.subscribe(blocksChanged.name, (detail) => {
    if (detail === undefined) return kept.dropAll();
    for (const id of detail.split(',')) kept.drop(id);
  });
  const read = async (userId: number) => new Set(await listBlockedEitherWay(db, userId));
  return {
    of: (userId) => (options.ttlMs > 0 ? kept.get(String(userId), () => read(userId)) : read(userId)),
  };
}
