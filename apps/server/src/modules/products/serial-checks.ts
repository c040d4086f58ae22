import type { Db } from '../../db/database.ts';
import { insertDeskEntry } from './desk-entries.repository.ts';
import { findSerialTwins } from './serial-checks.repository.ts';

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
 * moderation desk as a possible duplicate or stolen-goods case, its text naming them.
 */
export async function checkSerial(db: Db, productId: number) {
  const twins = await findSerialTwins(db, productId);
  if (twins.length === 0) return;
  await insertDeskEntry(db, {
    productId,
    reason: 'duplicate_serial',
    text: twins.map((twin) => `#${twin.id} (member #${twin.user_id})`).join(', '),
    details: { serial_twins: twins.map((twin) => twin.id) },
  });
}
