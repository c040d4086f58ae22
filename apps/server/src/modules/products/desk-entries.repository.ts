import type { DeskReason } from '@steelyard/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * A finding of the system's own about a post, for the moderation desk (issue 28), in one
 * statement: an open entry of kind 'product' with no reporter, its `text` saying what was found
 * and its snapshot the post as it was (with `details` beside), unless an entry for the same post
 * and reason is open already. Returns the entry's id, or undefined when none was opened.
 */
export async function insertDeskEntry(
  db: Db,
  entry: { productId: number; reason: DeskReason; text: string; details: Record<string, unknown> },
) {
  const { rows } = await sql<{ id: number }>`
    insert into reports (kind, reporter_id, reportable_id, target_user_id, reason, text, snapshot)
    select 'product', null, products.id, products.user_id, ${entry.reason}, ${entry.text},
           jsonb_build_object('title', products.title, 'description', products.description,
                              'type', products.type, 'status', products.status, 'price', products.price,
                              'keywords', to_jsonb(products.keywords), 'is_hidden', products.is_hidden,
                              'nickname', users.nickname, 'created_at', products.created_at)
             || ${JSON.stringify(entry.details)}::jsonb
    from products join users on users.id = products.user_id
    where products.id = ${entry.productId} and products.deleted_at is null
      and not exists (
        select 1 from reports
        where reports.kind = 'product' and reports.reportable_id = products.id
          and reports.reason = ${entry.reason} and reports.status = 'open'
      )
    returning id`.execute(db);
  return rows[0]?.id;
}
