import {
  specValuesSchema,
  type SpecTemplateInput,
  type SpecValues,
  type MessageKey,
} from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { insertAdminAudit } from '../audits/audits.repository.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import {
  findCurrentTemplate,
  findTemplateOfCategory,
  insertTemplateVersion,
  type SpecTemplateRow,
} from './specs.repository.ts';

/** The figures a list filters by ranges, copied from a post's values into their indexed columns. */
export interface SpecColumns {
  spec_template_id: number | null;
  spec_template_version: number | null;
  specs: string;
  spec_hours: number | null;
  spec_power_kw: number | null;
  spec_weight_kg: number | null;
  spec_main: number | null;
  checklist: string[];
}

const NO_SPECS: SpecColumns = {
  spec_template_id: null,
  spec_template_version: null,
  specs: '{}',
  spec_hours: null,
  spec_power_kw: null,
  spec_weight_kg: null,
  spec_main: null,
  checklist: [],
};

const figure = (values: SpecValues, key: string) =>
  typeof values[key] === 'number' ? (values[key] as number) : null;
const words = (values: SpecValues, key: string) =>
  typeof values[key] === 'string' ? (values[key] as string) : undefined;

/**
 * A post's spec values checked against the current version of its template (which must belong
 * to the post's category), with the columns they fill: the template's maker, model and year are
 * the post's own fields. 422 under `specs.<key>` for each wrong value, and under `checklist` for
 * a confirmed item the template's checklist does not name (a post without a template confirms none).
 */
export async function checkSpecs(
  db: Db,
  input: {
    category_id: number;
    spec_template_id?: number;
    specs?: Record<string, unknown>;
    checklist: string[];
  },
): Promise<{ columns: SpecColumns; maker?: string; model?: string; serial?: string; year?: number }> {
  if (!input.spec_template_id) {
    if (input.checklist.length > 0) throw ValidationError.field('checklist', 'validation.choice');
    return { columns: NO_SPECS };
  }
  const template = await findTemplateOfCategory(db, input.spec_template_id, input.category_id);
  if (!template) throw ValidationError.field('spec_template_id', 'spec.template_unknown');
  const items = new Set(template.checklist.map((item) => item.key));
  if (!input.checklist.every((key) => items.has(key)))
    throw ValidationError.field('checklist', 'validation.choice');
  const parsed = specValuesSchema(template.fields).safeParse(input.specs ?? {});
  if (!parsed.success) {
    const errors: ConstructorParameters<typeof ValidationError>[0] = {};
    for (const issue of parsed.error.issues) {
      const limits = issue as { minimum?: unknown; maximum?: unknown };
      (errors[`specs.${issue.path.join('.')}`] ??= []).push({
        key: issue.message as MessageKey,
        params: { min: limits.minimum, max: limits.maximum },
      });
    }
    throw new ValidationError(errors);
  }
  const values = Object.fromEntries(
    Object.entries(parsed.data).filter(([, v]) => v !== undefined),
  ) as SpecValues;
  return {
    columns: {
      spec_template_id: template.id,
      spec_template_version: template.version,
      specs: JSON.stringify(values),
      spec_hours: figure(values, 'hours'),
      spec_power_kw: figure(values, 'power_kw'),
      spec_weight_kg: figure(values, 'weight_kg'),
      spec_main: figure(values, template.main_field),
      checklist: input.checklist,
    },
    maker: words(values, 'maker'),
    model: words(values, 'model'),
    serial: words(values, 'serial_number'),
    year: figure(values, 'year') ?? undefined,
  };
}

/** The back office saves a template: a new version, audited; posts keep the version they used. */
export async function saveTemplateAsAdmin(
  db: Db,
  adminId: number,
  id: number,
  input: SpecTemplateInput,
): Promise<SpecTemplateRow> {
  return db.transaction().execute(async (trx) => {
    const before = await findCurrentTemplate(trx, id, { forUpdate: true });
    if (!before) throw notFound();
    if (!input.fields.some((f) => f.key === before.main_field && f.type === 'number'))
      throw new ValidationError({
        fields: [{ key: 'spec.main_field_kept', params: { key: before.main_field } }],
      });
    await insertTemplateVersion(trx, before, input, adminId);
    await insertAdminAudit(trx, {
      adminId,
      action: 'spec_template.update',
      subjectType: 'spec_template',
      subjectId: id,
      changes: {
        before: { version: before.version, titles: before.titles, fields: before.fields },
        after: { version: before.version + 1, ...input },
      },
    });
    return (await findCurrentTemplate(trx, id)) as SpecTemplateRow;
  });
}
