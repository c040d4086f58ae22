import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { whereNotBlockedBetween } from '../blocks/blocks.policy.ts';

/** A post whose price its seller lowered, as its alarm names it. */
export interface PriceDrop {
  id: number;
  user_id: number;
  title: string;
  currency: string;
  before: number;
  after: number;
}

/**
 * The price-drop alarms of one post, in one statement: a member who liked it (live, not its
 * seller, no block either way, the `price_drop` switch on) gets one, unless they got one for this
 * post today (UTC): the (post, member, day) row of `price_drop_alarms` is written with it.
 */
export async function insertPriceDropAlarms(trx: Db, drop: PriceDrop) {
  const notBlocked = whereNotBlockedBetween(drop.user_id, 'likes.user_id')();
  const { rows } = await sql<{ id: number; user_id: number }>`
    with likers as (
      select likes.user_id
      from likes
      join users on users.id = likes.user_id
      where likes.likeable_type = 'product'
        and likes.likeable_id = ${drop.id}
        and likes.user_id <> ${drop.user_id}
        and users.withdrawn_at is null
        and users.suspended_at is null
        and coalesce((users.notification_preferences ->> 'price_drop')::boolean, true)
        and ${notBlocked}
    ), told as (
      insert into price_drop_alarms (product_id, user_id, day)
      select ${drop.id}::int, user_id, (now() at time zone 'UTC')::date from likers
      on conflict do nothing
      returning user_id
    )
    insert into alarms (user_id, kind, actor_id, target_id, params)
    select user_id, 'price_drop', ${drop.user_id}::int, ${drop.id}::int,
           jsonb_build_object('title', ${drop.title}::text, 'currency', ${drop.currency}::text,
                              'before', ${String(drop.before)}::text, 'after', ${String(drop.after)}::text)
    from told
    returning id, user_id`.execute(trx);
  return rows;
}
