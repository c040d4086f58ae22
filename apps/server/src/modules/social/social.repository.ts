import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The live member linked to an identity at a provider (a withdrawn member's link is ignored). */
export function findLinkedUserId(db: Db, provider: string, subject: string) {
  return db
    .selectFrom('social_accounts')
    .innerJoin('users', 'users.id', 'social_accounts.user_id')
    .select(['social_accounts.id as link_id', 'users.id as user_id'])
    .where('social_accounts.provider', '=', provider)
    .where('social_accounts.subject', '=', subject)
    .where('users.withdrawn_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Links an identity to a member; linking the same identity again changes nothing, unless
 * `ifLinked` is 'fail' (a new member's first link: the unique index refuses a second member).
 */
export async function linkSocialAccount(
  db: Db,
  values: { userId: number; provider: string; subject: string; email: string | null },
  ifLinked: 'keep' | 'fail' = 'keep',
) {
  const insert = db.insertInto('social_accounts').values({
    user_id: values.userId,
    provider: values.provider,
    subject: values.subject,
    email: values.email,
  });
  await (
    ifLinked === 'keep' ? insert.onConflict((oc) => oc.columns(['provider', 'subject']).doNothing()) : insert
  ).execute();
}

/** A withdrawn member's link would block the same identity from joining again once allowed. */
export async function deleteWithdrawnLinks(db: Db, provider: string, subject: string) {
  await db
    .deleteFrom('social_accounts')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('withdrawn_at', 'is not', null))
    .execute();
}

export async function touchSocialAccount(db: Db, linkId: number) {
  await db
    .updateTable('social_accounts')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', linkId)
    .execute();
}

/** The social accounts linked to a member, by provider. */
export function listSocialLinksOfUser(db: Db, userId: number) {
  return db
    .selectFrom('social_accounts')
    .select(['provider', 'subject'])
    .where('user_id', '=', userId)
    .orderBy('provider')
    .execute();
}
