import { sql } from 'kysely';
import { PROMOTION_STATE, type Language, type PromotionType } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { isPublicImage } from '../images/images.repository.ts';

/**
 * THE promotion state rule, the only place it is written (docs/decisions.md, 'Promotions'):
 * paused → pause 3; else before its start → before 0; from its end → finish 2; else ongoing 1.
 * Computed when read, so a promotion starts and ends on time with no job and no stored state.
 */
export function promotionState() {
  return sql<number>`case when promotions.paused then ${sql.lit(PROMOTION_STATE.pause)}
    when promotions.starts_at > now() then ${sql.lit(PROMOTION_STATE.before)}
    when promotions.ends_at <= now() then ${sql.lit(PROMOTION_STATE.finish)}
    else ${sql.lit(PROMOTION_STATE.ongoing)} end`;
}

/**
 * Ongoing promotions (by the rule above) that target the caller: a promotion with no countries
 * (languages) is for everyone, else only for those listed. In display order.
 */
export function listOngoingPromotions(
  db: Db,
  filter: { type?: PromotionType; country: string; language: Language },
) {
  let query = db
    .selectFrom('promotions')
    .innerJoin('images', 'images.id', 'promotions.image_id')
    .select([
      'promotions.id',
      'promotions.type',
      promotionState().as('state'),
      'promotions.url',
      'promotions.type_url',
      'images.path as image_path',
    ])
    .where(sql<boolean>`${promotionState()} = ${PROMOTION_STATE.ongoing}`)
    .where(
      sql<boolean>`(cardinality(promotions.countries) = 0 or ${filter.country} = any(promotions.countries))`,
    )
    .where(
      sql<boolean>`(cardinality(promotions.languages) = 0 or ${filter.language} = any(promotions.languages))`,
    );
  if (filter.type) query = query.where('promotions.type', '=', filter.type);
  // Lower order first; at the same order, the newest first (a new ad goes ahead of older ones).
  return query.orderBy('promotions.position').orderBy('promotions.id', 'desc').execute();
}

export async function promotionExists(db: Db, id: number) {
  const row = await db.selectFrom('promotions').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

function adminPromotions(db: Db) {
  return db
    .selectFrom('promotions')
    .innerJoin('images', 'images.id', 'promotions.image_id')
    .select([
      'promotions.id',
      'promotions.type',
      promotionState().as('state'),
      'promotions.url',
      'promotions.type_url',
      'promotions.image_id',
      'images.path as image_path',
      'promotions.position',
      'promotions.paused',
      'promotions.starts_at',
      'promotions.ends_at',
      'promotions.countries',
      'promotions.languages',
      'promotions.view_count',
      'promotions.click_count',
      'promotions.created_at',
    ]);
}
export type AdminPromotionRow = NonNullable<Awaited<ReturnType<typeof findPromotionForAdmin>>>;

/** The back office's list of one kind (or all), newest first, with the total. */
export async function listPromotionsForAdmin(
  db: Db,
  filter: { type?: PromotionType; limit: number; offset: number },
) {
  let rows = adminPromotions(db);
  let count = db.selectFrom('promotions').select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter.type) {
    rows = rows.where('promotions.type', '=', filter.type);
    count = count.where('promotions.type', '=', filter.type);
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('promotions.position')
      .orderBy('promotions.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(total.n) };
}

export function findPromotionForAdmin(db: Db, id: number) {
  return adminPromotions(db).where('promotions.id', '=', id).executeTakeFirst();
}

export interface PromotionValues {
  type: PromotionType;
  image_id: number;
  url: string | null;
  type_url: number;
  starts_at: Date;
  ends_at: Date;
  position: number;
  paused: boolean;
  countries: string[];
  languages: string[];
}

/** The stored settings of one promotion, locked for an edit. */
export function lockPromotion(db: Db, id: number) {
  return db
    .selectFrom('promotions')
    .select([
      'type',
      'image_id',
      'url',
      'type_url',
      'starts_at',
      'ends_at',
      'position',
      'paused',
      'countries',
      'languages',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertPromotion(db: Db, values: PromotionValues) {
  const row = await db.insertInto('promotions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePromotion(db: Db, id: number, values: Partial<PromotionValues>) {
  await db.updateTable('promotions').set(values).where('id', '=', id).execute();
}

export async function deletePromotion(db: Db, id: number) {
  await db.deleteFrom('promotions').where('id', '=', id).execute();
}

export async function imageExists(db: Db, id: number) {
  const row = await db
    .selectFrom('images')
    .select('id')
    .where('id', '=', id)
    .where(isPublicImage)
    .executeTakeFirst();
  return row !== undefined;
}

/** A promotion's views and clicks per day, the newest `days` days that have any, newest first. */
export function listPromotionDays(db: Db, promotionId: number, days: number) {
  return db
    .selectFrom('promotion_daily_stats')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'views', 'clicks'])
    .where('promotion_id', '=', promotionId)
    .where('day', '>', sql<Date>`current_date - ${days}::int`)
    .orderBy('promotion_daily_stats.day', 'desc')
    .execute();
}

export interface PromotionTally {
  promotionId: number;
  /** YYYY-MM-DD, the day of the event in the database's time zone. */
  day: string;
  views: number;
  clicks: number;
}

/**
 * Adds a batch of counted views and clicks: per promotion and day (one upsert) and on the
 * promotion's totals (one update), in one transaction. Promotions deleted meanwhile are skipped.
 */
export async function addPromotionTallies(db: Db, tallies: PromotionTally[]) {
  if (tallies.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const live = new Set(
      (
        await trx
          .selectFrom('promotions')
          .select('id')
          .where(
            'id',
            'in',
            tallies.map((t) => t.promotionId),
          )
          .execute()
      ).map((row) => row.id),
    );
    const rows = tallies.filter((t) => live.has(t.promotionId));
    if (rows.length === 0) return;
    await trx
      .insertInto('promotion_daily_stats')
      .values(
        rows.map((t) => ({
          promotion_id: t.promotionId,
          day: t.day as unknown as Date,
          views: t.views,
          clicks: t.clicks,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['promotion_id', 'day']).doUpdateSet((eb) => ({
          views: eb('promotion_daily_stats.views', '+', eb.ref('excluded.views')),
          clicks: eb('promotion_daily_stats.clicks', '+', eb.ref('excluded.clicks')),
        })),
      )
      .execute();
    const totals = new Map<number, { views: number; clicks: number }>();
    for (const t of rows) {
      const sum = totals.get(t.promotionId) ?? { views: 0, clicks: 0 };
      totals.set(t.promotionId, { views: sum.views + t.views, clicks: sum.clicks + t.clicks });
    }
    for (const [id, sum] of totals)
      await trx
        .updateTable('promotions')
        .set((eb) => ({
          view_count: eb('view_count', '+', sum.views),
          click_count: eb('click_count', '+', sum.clicks),
        }))
        .where('id', '=', id)
        .execute();
  });
}

/** The raw click or view row (who, from which screen), appended without touching the promotion. */
export async function insertPromotionEvent(
  db: Db,
  table: 'clicks' | 'views',
  values: { userId: number | null; clickableId: number; viewableType?: string; viewableId?: number },
) {
  const row = await db
    .insertInto(table)
    .values({
      user_id: values.userId,
      clickable_type: 'Promotion',
      clickable_id: values.clickableId,
      viewable_type: values.viewableType ?? null,
      viewable_id: values.viewableId ?? null,
    })
    .returning(['id', sql<string>`to_char(created_at, 'YYYY-MM-DD')`.as('day')])
    .executeTakeFirstOrThrow();
  return row;
}
