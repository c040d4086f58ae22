import type { AdminPromotionInput } from '@steelyard/contracts';
import { insertAdminAudit } from '../audits/audits.repository.ts';
import type { Db } from '../../db/database.ts';
import { ValidationError, notFound } from '../../http/errors.ts';
import {
  deletePromotion,
  imageExists,
  insertPromotion,
  lockPromotion,
  updatePromotion,
  type PromotionValues,
} from './promotions.repository.ts';

function valuesOf(input: AdminPromotionInput): PromotionValues {
  return {
    type: input.type,
    image_id: input.image_id,
    url: input.url ?? null,
    type_url: input.type_url,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    position: input.position,
    paused: input.paused,
    countries: [...new Set(input.countries)],
    languages: [...new Set(input.languages)],
  };
}

async function assertImage(trx: Db, imageId: number) {
  if (!(await imageExists(trx, imageId))) throw ValidationError.field('image_id', 'promotion.image_required');
}

/** Creates a promotion and its audit row together. */
export async function createPromotionAsAdmin(db: Db, adminId: number, input: AdminPromotionInput) {
  return db.transaction().execute(async (trx) => {
    await assertImage(trx, input.image_id);
    const values = valuesOf(input);
    const id = await insertPromotion(trx, values);
    await insertAdminAudit(trx, {
      adminId,
      action: 'promotion.create',
      subjectType: 'promotion',
      subjectId: id,
      changes: { after: values },
    });
    return id;
  });
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date
    ? a.getTime() === b.getTime()
    : JSON.stringify(a) === JSON.stringify(b);

/** Replaces a promotion's settings; the fields that changed are audited with old and new values. */
export async function updatePromotionAsAdmin(
  db: Db,
  adminId: number,
  id: number,
  input: AdminPromotionInput,
) {
  await db.transaction().execute(async (trx) => {
    const current = await lockPromotion(trx, id);
    if (!current) throw notFound();
    await assertImage(trx, input.image_id);
    const next = valuesOf(input);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of Object.keys(next) as (keyof PromotionValues)[]) {
      if (same(current[key], next[key])) continue;
      before[key] = current[key];
      after[key] = next[key];
    }
    if (Object.keys(after).length === 0) return;
    await updatePromotion(trx, id, after as Partial<PromotionValues>);
    await insertAdminAudit(trx, {
      adminId,
      action: 'promotion.update',
      subjectType: 'promotion',
      subjectId: id,
      changes: { before, after },
    });
  });
}

/** Deletes a promotion (its daily numbers go with it; the raw click rows stay), audited. */
export async function deletePromotionAsAdmin(db: Db, adminId: number, id: number) {
  await db.transaction().execute(async (trx) => {
    const current = await lockPromotion(trx, id);
    if (!current) throw notFound();
    await deletePromotion(trx, id);
    await insertAdminAudit(trx, {
      adminId,
      action: 'promotion.delete',
      subjectType: 'promotion',
      subjectId: id,
      changes: { before: current },
    });
  });
}
