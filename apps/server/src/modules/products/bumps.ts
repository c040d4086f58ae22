import { LIMITS } from '@steelyard/contracts';
import { announce, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { bumpLimitOf, lockOwnProduct } from './products.service.ts';
import { markProductBumped } from './products.write-repository.ts';

const HOUR_MS = 3_600_000;

/**
 * A bump (issue 29): the seller moves an open, visible post back to the top of the newest list,
 * once per `LIMITS.bumpIntervalHours` since it was last listed (posted or bumped) and at most the
 * back office's `bump_limit` times in its life. The post's row is locked, so two taps at once bump
 * it once: the second waits, then is refused as too soon with nothing changed. After the commit the
 * kept lists and pages drop (`publicProductsChanged`): the kept first page shows it on top at once.
 * Refusals: gone 404, someone else's 403, hidden or not open 409, limit reached 409, too soon 429
 * (with `retry-after`, and the hours to wait in the message).
 */
export async function bumpProduct(db: Db, id: number, userId: number, now = new Date()) {
  const limit = await bumpLimitOf(db);
  await db.transaction().execute(async (trx) => {
    const row = await lockOwnProduct(trx, id, userId);
    if (row.is_hidden || row.status !== 'open') throw new AppError(409, 'product.bump_not_open');
    if (row.bump_count >= limit) throw new AppError(409, 'product.bump_limit_reached', {}, { limit });
    const listed = new Date(row.bumped_at ?? row.created_at).getTime();
    const wait = listed + LIMITS.bumpIntervalHours * HOUR_MS - now.getTime();
    if (wait > 0)
      throw new AppError(
        429,
        'product.bump_too_soon',
        { 'retry-after': String(Math.ceil(wait / 1000)) },
        { hours: Math.ceil(wait / HOUR_MS) },
      );
    await markProductBumped(trx, id, now);
  });
  announce(db, publicProductsChanged);
}
