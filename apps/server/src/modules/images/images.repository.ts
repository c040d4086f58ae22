import type { Db } from '../../db/database.ts';

export function findImage(db: Db, id: number) {
  return db
    .selectFrom('images')
    .select(['id', 'path', 'thumb_path'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
