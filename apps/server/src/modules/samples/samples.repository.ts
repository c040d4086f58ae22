import type { Db } from '../../db/database.ts';

/** The sample accounts offered on the sample-login screen (live, not suspended), oldest first. */
export function listSampleAccounts(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('images', 'images.id', 'users.profile_image_id')
    .select(['users.id', 'users.nickname', 'users.city', 'users.county', 'images.thumb_path'])
    .where('users.is_sample', '=', true)
    .where('users.withdrawn_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .orderBy('users.id')
    .limit(50)
    .execute();
}

export function findSampleAccount(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'suspended_at'])
    .where('id', '=', id)
    .where('is_sample', '=', true)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
}
