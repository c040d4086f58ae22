import type { Db } from '../../db/database.ts';

export async function insertLog(
  db: Db,
  values: { userId: number | null; memo: string; description?: string; ip: string; userAgent?: string },
) {
  const row = await db
    .insertInto('logs')
    .values({
      user_id: values.userId,
      memo: values.memo,
      description: values.description ?? null,
      ip: values.ip,
      user_agent: values.userAgent?.slice(0, 512) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
