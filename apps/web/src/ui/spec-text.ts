import { imperialOf, labelIn, SPEC_UNIT_SYMBOLS } from '@contracts/spec-display.ts';
import type { Language, SpecField } from '@steelyard/contracts';
import { formatNumber } from '../i18n/format.ts';

/** A template field's label with its unit: 'Swing over bed (mm)'. */
export const specLabel = (field: SpecField, language: Language) =>
  field.unit
    ? `${labelIn(field.labels, language)} (${SPEC_UNIT_SYMBOLS[field.unit]})`
    : labelIn(field.labels, language);

/**
 * A value as a reader sees it: a number in the language's digits with its unit (and the imperial
 * figure beside it when `imperial`), a choice by its label, text as written.
 */
export function specValueText(
  field: SpecField,
  value: string | number,
  language: Language,
  imperial: boolean,
): string {
  if (field.type === 'choice') {
    const option = field.options?.find((o) => o.value === String(value));
    return option ? labelIn(option.labels, language) : String(value);
  }
  if (field.type !== 'number' || typeof value !== 'number') return String(value);
  const metric = field.unit
    ? `${formatNumber(value, language)} ${SPEC_UNIT_SYMBOLS[field.unit]}`
    : String(value);
  const other = imperial ? imperialOf(field.unit, value) : null;
  return other ? `${metric} (${other})` : metric;
}
