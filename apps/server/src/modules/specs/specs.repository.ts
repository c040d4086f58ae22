import type { SpecField, SpecTemplateInput } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';

/** Spec templates and their versions (issue 28). A template's row names its current version. */

function templatesAtVersion(db: Db) {
  return db
    .selectFrom('spec_templates')
    .innerJoin('spec_template_versions as v', (join) =>
      join.onRef('v.template_id', '=', 'spec_templates.id').onRef('v.version', '=', 'spec_templates.version'),
    )
    .select([
      'spec_templates.id',
      'spec_templates.slug',
      'spec_templates.category_slug',
      'spec_templates.titles',
      'spec_templates.main_field',
      'spec_templates.version',
      'v.fields',
      'v.checklist',
      'v.created_at as updated_at',
    ]);
}
export type SpecTemplateRow = Awaited<ReturnType<ReturnType<typeof templatesAtVersion>['execute']>>[number];

/** Every template at its current version, in the order the form offers them. */
export function listCurrentTemplates(db: Db) {
  return templatesAtVersion(db).orderBy('spec_templates.position').orderBy('spec_templates.id').execute();
}

export function findCurrentTemplate(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  let query = templatesAtVersion(db).where('spec_templates.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('spec_templates');
  return query.executeTakeFirst();
}

/** The current template `id` when it belongs to the product category `categoryId`. */
export function findTemplateOfCategory(db: Db, id: number, categoryId: number) {
  return templatesAtVersion(db)
    .where('spec_templates.id', '=', id)
    .where('spec_templates.category_slug', '=', (eb) =>
      eb
        .selectFrom('categories')
        .select('categories.slug')
        .where('categories.id', '=', categoryId)
        .where('categories.kind', '=', 'product'),
    )
    .executeTakeFirst();
}

/** Writes `input` as the template's next version and makes it current; inside the caller's transaction. */
export async function insertTemplateVersion(
  db: Db,
  template: { id: number; version: number },
  input: SpecTemplateInput,
  adminId: number,
) {
  const version = template.version + 1;
  await db
    .insertInto('spec_template_versions')
    .values({
      template_id: template.id,
      version,
      fields: JSON.stringify(input.fields satisfies SpecField[]),
      checklist: JSON.stringify(input.checklist),
      created_by: adminId,
    })
    .execute();
  await db
    .updateTable('spec_templates')
    .set({ version, titles: JSON.stringify(input.titles) })
    .where('id', '=', template.id)
    .execute();
}
