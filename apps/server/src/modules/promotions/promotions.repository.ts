import { sql } from 'kysely';
import { PROMOTION_STATE, type PromotionType } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';

/** Ongoing promotions (state 1, inside their dates when they have them), in display order. */
export function listOngoingPromotions(db: Db, type?: PromotionType) {
  let query = db
    .selectFrom('promotions')
    .innerJoin('images', 'images.id', 'promotions.image_id')
    .select([
      'promotions.id',
      'promotions.type',
      'promotions.state',
      'promotions.url',
      'promotions.type_url',
      'images.path as image_path',
    ])
    .where('promotions.state', '=', PROMOTION_STATE.ongoing)
    .where((eb) =>
      eb.or([eb('promotions.starts_at', 'is', null), eb('promotions.starts_at', '<=', sql<Date>`now()`)]),
    )
    .where((eb) =>
      eb.or([eb('promotions.ends_at', 'is', null), eb('promotions.ends_at', '>', sql<Date>`now()`)]),
    );
  if (type) query = query.where('promotions.type', '=', type);
  return query.orderBy('promotions.position').orderBy('promotions.id').execute();
}

export function promotionExists(db: Db, id: number) {
  return db.selectFrom('promotions').select('id').where('id', '=', id).executeTakeFirst();
}
