import type { Db } from '../../db/database.ts';
import { insertSerialDeskEntry } from './serial-checks.repository.ts';

/**
 * A machine's maker and serial number as one key (issue 28): the maker case-folded, the serial
 * upper-cased without spaces, dashes, dots or slashes ('p4-1187' and 'P4 1187' are one machine).
 * Null unless both are given.
 */
export function serialKeyOf(
  maker: string | null | undefined,
  serial: string | null | undefined,
): string | null {
  const make = maker?.trim().toLowerCase();
  const number = serial?.toUpperCase().replace(/[\s\-./]/g, '');
  return make && number ? `${make}|${number}` : null;
}

/**
 * After a post with a serial number committed: the same machine on other live posts goes to the
 * moderation desk as a possible duplicate or stolen-goods case. A failure never fails the post.
 */
export async function checkSerial(
  db: Db,
  productId: number,
  log: { error: (obj: object, msg: string) => void },
) {
  try {
    await insertSerialDeskEntry(db, productId);
  } catch (error) {
    log.error({ err: error }, 'serial check failed');
  }
}
