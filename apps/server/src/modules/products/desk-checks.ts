import type { Db } from '../../db/database.ts';
import { checkUnderpriced } from './price-bands.ts';
import { checkSerial } from './serial-checks.ts';

/**
 * After a post's create or edit committed: the system's own checks that put a post on the
 * moderation desk (issue 28), a serial number on another live post and a price far below the
 * machine's trades. A failure is logged and never fails the post.
 */
export async function runDeskChecks(
  db: Db,
  productId: number,
  log: { error: (obj: object, msg: string) => void },
) {
  try {
    await checkSerial(db, productId);
    await checkUnderpriced(db, productId);
  } catch (error) {
    log.error({ err: error }, 'desk checks failed');
  }
}
