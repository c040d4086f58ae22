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

/** Records a click or a view and counts it on the promotion, in one transaction. */
export async function recordPromotionEvent(
  db: Db,
  table: 'clicks' | 'views',
  values: { userId: number | null; clickableId: number; viewableType?: string; viewableId?: number },
) {
  return db.transaction().execute(async (trx) => {
    const counted = await trx
      .updateTable('promotions')
      .set((eb) =>
        table === 'clicks'
          ? { click_count: eb('click_count', '+', 1) }
          : { view_count: eb('view_count', '+', 1) },
      )
      .where('id', '=', values.clickableId)
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) === 0) return null;
    const row = await trx
      .insertInto(table)
      .values({
        user_id: values.userId,
        clickable_type: 'Promotion',
        clickable_id: values.clickableId,
        viewable_type: values.viewableType ?? null,
        viewable_id: values.viewableId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}
