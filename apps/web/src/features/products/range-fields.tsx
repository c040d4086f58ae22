import type { ApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { decimalOnly, digitsOnly, Field } from '../../ui/field.tsx';
import type { FilterValues } from './url-filters.ts';

type RangeKey = keyof FilterValues;

/**
 * A range of the filter sheet (price, year, a spec figure): a group named by its legend with a
 * lower and an upper bound, either left open. Whole numbers unless `decimal`.
 */
export function RangeFields({
  form,
  legend,
  from,
  to,
  fromLabel,
  toLabel,
  maxLength,
  decimal = false,
}: {
  form: ApiForm<FilterValues>;
  legend: string;
  from: RangeKey;
  to: RangeKey;
  fromLabel?: string;
  toLabel?: string;
  maxLength?: number;
  decimal?: boolean;
}) {
  const { t } = useTranslation();
  const input = (key: RangeKey, label: string) => (
    <Field
      label={label}
      inputMode={decimal ? 'decimal' : 'numeric'}
      error={form.errorOf(key)}
      {...(decimal ? decimalOnly(form.register(key)) : digitsOnly(form.register(key), maxLength))}
    />
  );
  return (
    <fieldset className="choice">
      <legend className="field__label">{legend}</legend>
      <div className="filter-price">
        {input(from, fromLabel ?? t('specs.from'))}
        <span aria-hidden="true">~</span>
        {input(to, toLabel ?? t('specs.to'))}
      </div>
    </fieldset>
  );
}
