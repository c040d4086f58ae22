import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * A possible duplicate or stolen machine for the moderation desk (issue 28), in one statement:
 * when other live posts share the post's maker and serial, an open desk entry of kind 'product'
 * and reason 'duplicate_serial' with no reporter names them (`text`: their numbers), unless one is
 * open for the post already. Returns the entry's id, or undefined when there is nothing to flag.
 */
export async function insertSerialDeskEntry(db: Db, productId: number) {
  const { rows } = await sql<{ id: number }>`
    with post as (
      select products.id, products.user_id, products.serial_key, products.title, products.description,
             products.type, products.status, products.price, products.keywords, products.is_hidden,
             products.created_at, users.nickname
      from products join users on users.id = products.user_id
      where products.id = ${productId} and products.deleted_at is null and products.serial_key is not null
    ), twins as (
      select twin.id, twin.user_id from products as twin, post
      where twin.serial_key = post.serial_key and twin.id <> post.id and twin.deleted_at is null
      order by twin.id
      limit 20
    )
    insert into reports (kind, reporter_id, reportable_id, target_user_id, reason, text, snapshot)
    select 'product', null, post.id, post.user_id, 'duplicate_serial',
           (select string_agg('#' || twins.id || ' (member #' || twins.user_id || ')', ', ') from twins),
           jsonb_build_object('title', post.title, 'description', post.description, 'type', post.type,
                              'status', post.status, 'price', post.price, 'keywords', to_jsonb(post.keywords),
                              'is_hidden', post.is_hidden, 'nickname', post.nickname,
                              'created_at', post.created_at, 'serial_twins', (select jsonb_agg(twins.id) from twins))
    from post
    where exists (select 1 from twins)
      and not exists (
        select 1 from reports
        where reports.kind = 'product' and reports.reportable_id = post.id
          and reports.reason = 'duplicate_serial' and reports.status = 'open'
      )
    returning id`.execute(db);
  return rows[0]?.id;
}
