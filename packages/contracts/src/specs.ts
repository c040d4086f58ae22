/**
 * Spec-first listings (issue 28): a category's template of technical fields, the one validation
 * of a post's values built from it (server and web), the completeness score, the structured
 * condition and logistics of a machine, and the imperial figures shown beside metric ones.
 */
import { LANGUAGES, type Language } from './languages.ts';
import { isBlank, SPEC_FIELD_TYPES, SPEC_UNITS } from './spec-display.ts';
import { textField } from './schemas/common.ts';
import { z } from './zod-messages.ts';

const SPEC_KEY = /^[a-z][a-z0-9_]{0,39}$/;
/** A template field's or checklist item's key: lower-case latin, digits and underscores. */
export const specKeyField = () => z.string().max(40).regex(SPEC_KEY);
const labelText = textField(80).min(1);
/** A bound of a number field, within what PostgreSQL's integer columns hold. */
const bound = z.number().min(-1_000_000_000).max(1_000_000_000);
export const localizedLabelSchema = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, labelText])) as Record<
    Language,
    typeof labelText
  >,
);

/** One field of a template. `min`/`max` bound a number; `options` are a choice's values. */
export const specFieldSchema = z
  .object({
    key: z.string().max(40).regex(SPEC_KEY),
    type: z.enum(SPEC_FIELD_TYPES),
    unit: z.enum(SPEC_UNITS).optional(),
    min: bound.optional(),
    max: bound.optional(),
    integer: z.boolean().optional(),
    required: z.boolean(),
    labels: localizedLabelSchema,
    options: z
      .array(
        z.object({
          value: z
            .string()
            .max(30)
            .regex(/^[A-Za-z0-9_.-]{1,30}$/),
          labels: localizedLabelSchema,
        }),
      )
      .max(30)
      .optional(),
  })
  .refine((f) => f.type !== 'choice' || (f.options?.length ?? 0) > 0, {
    path: ['options'],
    message: 'spec.options_required',
  })
  .refine((f) => f.min === undefined || f.max === undefined || f.min <= f.max, {
    path: ['max'],
    message: 'validation.invalid',
  });
export type SpecField = z.infer<typeof specFieldSchema>;

/** A template's fields: keys unique; at least one. */
export const specFieldsSchema = z
  .array(specFieldSchema)
  .min(1)
  .max(60)
  .refine((fields) => new Set(fields.map((f) => f.key)).size === fields.length, {
    message: 'spec.keys_unique',
  });

/** One thing a seller can confirm about a machine of the kind ('Spindle runs smoothly'). */
export const specChecklistItemSchema = z.object({
  key: specKeyField(),
  labels: localizedLabelSchema,
});
export type SpecChecklistItem = z.infer<typeof specChecklistItemSchema>;

/** A kind's short condition checklist (issue 28): keys unique; none is allowed. */
export const specChecklistSchema = z
  .array(specChecklistItemSchema)
  .max(12)
  .refine((items) => new Set(items.map((i) => i.key)).size === items.length, {
    message: 'spec.keys_unique',
  });

/** A post's spec values as stored: a template field's key → its number or text. */
export type SpecValues = Record<string, string | number>;

/** The schema of one field's value, from its definition. */
function valueSchemaOf(field: SpecField): z.ZodType {
  let value: z.ZodType;
  if (field.type === 'number') {
    let n = z.number();
    if (field.integer) n = n.int();
    if (field.min !== undefined) n = n.min(field.min);
    if (field.max !== undefined) n = n.max(field.max);
    value = z.preprocess((v) => (typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v), n);
  } else if (field.type === 'choice') {
    const values = (field.options ?? []).map((o) => o.value) as [string, ...string[]];
    value = z.enum(values);
  } else {
    value = textField(100);
  }
  const optional = value.optional();
  return z.preprocess((v) => (isBlank(v) ? undefined : v), field.required ? value : optional);
}

/**
 * The values of a post checked against its template: every required field present, numbers in
 * their range, choices among their options; keys the template does not name are dropped. The
 * server runs it after loading the template, the web form as the seller types.
 */
export function specValuesSchema(fields: readonly SpecField[]) {
  return z.object(Object.fromEntries(fields.map((f) => [f.key, valueSchemaOf(f)])));
}

/** A spec value as a form or a body sends it: a JSON object text (multipart) or an object. */
export const rawSpecValuesSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z
    .record(z.string().regex(SPEC_KEY), z.union([z.string().max(200), z.number()]))
    .refine((record) => Object.keys(record).length <= 60, { message: 'validation.invalid' })
    .optional(),
);
