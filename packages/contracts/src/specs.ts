/**
 * Spec-first listings (issue 28): a category's template of technical fields, the one validation
 * of a post's values built from it (server and web), the completeness score, the structured
 * condition and logistics of a machine, and the imperial figures shown beside metric ones.
 */
import { LANGUAGES, type Language, type Localized } from './languages.ts';
import { textField } from './schemas/common.ts';
import { z } from './zod-messages.ts';

export const SPEC_FIELD_TYPES = ['number', 'text', 'choice'] as const;
export type SpecFieldType = (typeof SPEC_FIELD_TYPES)[number];

/** Metric units a template may give a number; their symbols read the same in every language. */
export const SPEC_UNITS = [
  'mm',
  'kg',
  't',
  'kW',
  'kVA',
  'V',
  'Hz',
  'A',
  'h',
  'rpm',
  'spm',
  'bar',
  'm3/min',
  '%',
] as const;
export type SpecUnit = (typeof SPEC_UNITS)[number];

/** How a unit is written beside a figure. */
export const SPEC_UNIT_SYMBOLS: Record<SpecUnit, string> = {
  mm: 'mm',
  kg: 'kg',
  t: 't',
  kW: 'kW',
  kVA: 'kVA',
  V: 'V',
  Hz: 'Hz',
  A: 'A',
  h: 'h',
  rpm: 'rpm',
  spm: 'spm',
  bar: 'bar',
  'm3/min': 'm³/min',
  '%': '%',
};

/** Metric units with an imperial reading, and its factor (imperial = metric × factor). */
export const IMPERIAL_UNITS: Partial<Record<SpecUnit, { symbol: string; factor: number; digits: number }>> = {
  mm: { symbol: 'in', factor: 1 / 25.4, digits: 1 },
  kg: { symbol: 'lb', factor: 2.204_62, digits: 0 },
  t: { symbol: 'US tons', factor: 1.102_31, digits: 1 },
  kW: { symbol: 'hp', factor: 1.341_02, digits: 1 },
  bar: { symbol: 'psi', factor: 14.503_8, digits: 0 },
  'm3/min': { symbol: 'cfm', factor: 35.314_7, digits: 0 },
};

/** Countries whose readers think in imperial units: the figure in them is shown beside the metric one. */
export const IMPERIAL_COUNTRIES = ['US', 'LR', 'MM'] as const;
export const usesImperial = (country: string | null | undefined) =>
  (IMPERIAL_COUNTRIES as readonly string[]).includes(country ?? '');

/** The imperial reading of a metric figure ('19.7 in'), or null when the unit has none. */
export function imperialOf(unit: SpecUnit | undefined, value: number): string | null {
  const imperial = unit ? IMPERIAL_UNITS[unit] : undefined;
  if (!imperial) return null;
  const figure = (value * imperial.factor).toFixed(imperial.digits);
  return `${Number(figure).toLocaleString('en-US')} ${imperial.symbol}`;
}

const SPEC_KEY = /^[a-z][a-z0-9_]{0,39}$/;
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

/** A post's spec values as stored: a template field's key → its number or text. */
export type SpecValues = Record<string, string | number>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

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
  return z.preprocess((v) => (blank(v) ? undefined : v), field.required ? value : optional);
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

export const WORKING_STATES = ['working', 'not_working', 'untested'] as const;
export type WorkingState = (typeof WORKING_STATES)[number];
export const ASSEMBLY_STATES = ['assembled', 'disassembled'] as const;
export type AssemblyState = (typeof ASSEMBLY_STATES)[number];
/** How a machine can be loaded where it stands; 'none' says the buyer brings everything. */
export const LOADING_METHODS = ['forklift', 'crane', 'loading_dock', 'none'] as const;
export type LoadingMethod = (typeof LOADING_METHODS)[number];
/** The methods that make "loading available" (the list's filter). */
export const LOADING_AVAILABLE = ['forklift', 'crane', 'loading_dock'] as const;
export const RIGGING_PAYERS = ['seller', 'buyer', 'shared'] as const;
export type RiggingPayer = (typeof RIGGING_PAYERS)[number];
/** Incoterms 2020. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** What the completeness score counts beside the template's fields. */
export interface SpecExtras {
  working_state: string | null | undefined;
  loading_methods: readonly string[] | null | undefined;
}
/** The non-template items the score asks for, by key. */
export const SPEC_EXTRA_ITEMS = ['working_state', 'loading_methods'] as const;

/**
 * How complete a post's description is: the share (0–100) of the template's fields filled plus
 * the working condition and the loading on site, and what is missing (template keys first).
 * Complete means nothing is missing.
 */
export function specCompleteness(
  fields: readonly Pick<SpecField, 'key'>[],
  values: Record<string, unknown>,
  extras: SpecExtras,
) {
  const missing = fields.filter((f) => blank(values[f.key])).map((f) => f.key);
  if (!extras.working_state) missing.push('working_state');
  if (!extras.loading_methods?.length) missing.push('loading_methods');
  const total = fields.length + SPEC_EXTRA_ITEMS.length;
  const score = Math.round(((total - missing.length) / total) * 100);
  return { score, missing, complete: missing.length === 0 };
}

/** A template's name and labels in one language, with Korean as the fallback. */
export const labelIn = (labels: Localized, language: Language) => labels[language] || labels.ko;
