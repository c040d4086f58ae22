import { announce, blocksChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, ValidationError } from '../../http/errors.ts';
import { findLiveUser } from '../users/users.repository.ts';
import { deleteBlock, findBlock, insertBlock, listBlocks, type BlockRow } from './blocks.repository.ts';

/**
 * Blocks a member. Idempotent: blocking twice keeps the first block. Blocking oneself is a 403;
 * a member who is gone (withdrawn, suspended or never there) is a 404.
 */
export async function blockMember(db: Db, blockerId: number, blockedId: number): Promise<BlockRow> {
  if (blockerId === blockedId) throw forbidden('block.self');
  const row = await db.transaction().execute(async (trx) => {
    if (!(await findLiveUser(trx, blockedId))) throw notFound();
    await insertBlock(trx, blockerId, blockedId);
    const row = await findBlock(trx, blockerId, blockedId);
    if (!row) throw notFound();
    return row;
  });
  announce(db, blocksChanged, `${blockerId},${blockedId}`);
  return row;
}

/** Lifts the member's own block. Idempotent; a block the other member made stays. */
export async function unblockMember(db: Db, blockerId: number, blockedId: number): Promise<void> {
  if (await deleteBlock(db, blockerId, blockedId)) announce(db, blocksChanged, `${blockerId},${blockedId}`);
}

function encodeCursor(row: BlockRow): string {
  return Buffer.from(JSON.stringify({ t: row.created_key, i: row.block_id })).toString('base64url');
}

function decodeCursor(cursor: string): { createdKey: string; id: number } | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (!Number.isInteger(value.i) || typeof value.t !== 'string') return null;
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(value.t)) return null;
    return { createdKey: value.t, id: value.i as number };
  } catch {
    return null;
  }
}

/** The member's block list, newest first, in keyset pages. */
export async function listMemberBlocks(
  db: Db,
  blockerId: number,
  query: { per_page: number; cursor?: string },
) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !after) throw ValidationError.field('cursor', 'validation.invalid');
  const rows = await listBlocks(db, { blockerId, limit: query.per_page, after });
  const last = rows.at(-1);
  return { rows, nextCursor: last && rows.length === query.per_page ? encodeCursor(last) : null };
}
