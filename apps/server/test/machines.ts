import type { Db } from '../src/db/database.ts';
import { productCategoryId, specTemplateId } from './factories.ts';

/** The seeded machinery category and lathe template the machine posts of a test are written with. */
export async function latheIds(db: Db) {
  return {
    categoryId: await productCategoryId(db, 'machinery'),
    templateId: await specTemplateId(db, 'lathe'),
  };
}

/**
 * A CNC lathe's post as the form sends it: the lathe template's required values (`specs` adds to
 * or replaces them), a place with its pin, and `values` over the rest. `template: false` leaves
 * the kind out (a post without a template, with the same words).
 */
export function lathePost(
  ids: { categoryId: number; templateId: number },
  options: { specs?: Record<string, unknown>; template?: boolean } = {},
  values: Record<string, unknown> = {},
) {
  return {
    type: 'sale',
    category_id: ids.categoryId,
    title: 'CNC lathe',
    price: 30_000_000,
    description: 'Runs well.',
    place_name: 'Changwon',
    lat: 35.22,
    lon: 128.68,
    ...(options.template === false
      ? {}
      : {
          spec_template_id: ids.templateId,
          specs: JSON.stringify({
            maker: 'Doosan',
            model: 'PUMA 400',
            year: 2014,
            swing_mm: 640,
            centres_mm: 1250,
            power_kw: 22,
            weight_kg: 6200,
            ...options.specs,
          }),
        }),
    ...values,
  };
}
