import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { whereNotBlockedBetween } from '../blocks/blocks.policy.ts';

/**
 * The new-post alarms of a seller's followers, in one statement: a member who liked the seller
 * with alerts on (live, no block either way, the `followed_post` switch on) gets one, naming the
 * seller and the post. A hidden or deleted post tells no one.
 */
export async function insertFollowerAlarms(trx: Db, post: { id: number; user_id: number }) {
  const notBlocked = whereNotBlockedBetween(post.user_id, 'likes.user_id')();
  const { rows } = await sql<{ id: number; user_id: number }>`
    with post as (
      select products.id, products.user_id, products.title, users.nickname
      from products
      join users on users.id = products.user_id
      where products.id = ${post.id} and products.deleted_at is null and not products.is_hidden
    )
    insert into alarms (user_id, kind, actor_id, target_id, params)
    select likes.user_id, 'followed_post', post.user_id, post.id,
           jsonb_build_object('nickname', post.nickname, 'title', post.title)
    from post
    join likes on likes.likeable_type = 'user' and likes.likeable_id = post.user_id and likes.alerts
    join users on users.id = likes.user_id
    where likes.user_id <> post.user_id
      and users.withdrawn_at is null
      and users.suspended_at is null
      and coalesce((users.notification_preferences ->> 'followed_post')::boolean, true)
      and ${notBlocked}
    returning id, user_id`.execute(trx);
  return rows;
}
