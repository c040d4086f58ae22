/**
 * What spec-first listings (issue 28) show without zod: field types, units and their imperial
 * readings, the condition and logistics choices, the completeness score. Kept apart from
 * `specs.ts` so a product page does not load zod.
 */
import type { Language, Localized } from './languages.ts';

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
  fields: readonly { key: string }[],
  values: Record<string, unknown>,
  extras: SpecExtras,
) {
  const missing = fields.filter((f) => isBlank(values[f.key])).map((f) => f.key);
  if (!extras.working_state) missing.push('working_state');
  if (!extras.loading_methods?.length) missing.push('loading_methods');
  const total = fields.length + SPEC_EXTRA_ITEMS.length;
  const score = Math.round(((total - missing.length) / total) * 100);
  return { score, missing, complete: missing.length === 0 };
}

/** A template's name and labels in one language, with Korean as the fallback. */
export const labelIn = (labels: Localized, language: Language) => labels[language] || labels.ko;

/** A value the seller left empty. */
export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
