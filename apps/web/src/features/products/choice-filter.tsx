import type { ApiForm } from '../../api/use-api-form.ts';
import { Segmented } from '../../ui/segmented.tsx';
import type { FilterValues } from './url-filters.ts';

/**
 * A filter of the sheet chosen among a few values, 'any' first (the empty value): the post type,
 * who sells, the working condition.
 */
export function ChoiceFilter<T extends string>({
  form,
  name,
  legend,
  anyLabel,
  values,
  labelOf,
}: {
  form: ApiForm<FilterValues>;
  name: keyof FilterValues;
  legend: string;
  anyLabel: string;
  values: readonly T[];
  labelOf: (value: T) => string;
}) {
  const [value] = form.watch([name]);
  return (
    <Segmented
      legend={legend}
      options={[{ value: '', label: anyLabel }, ...values.map((v) => ({ value: v, label: labelOf(v) }))]}
      value={value}
      onChange={(next) => form.change({ [name]: next })}
    />
  );
}
