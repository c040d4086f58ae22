import { FACTORY_LIMITS } from '@contracts/limits.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FieldError } from '../../ui/field.tsx';

export interface PeriodRow {
  starts_on: string;
  ends_on: string;
}

export const emptyPeriod: PeriodRow = { starts_on: '', ends_on: '' };

/**
 * The free periods of a listing as rows of two days, added and removed like the machines; the
 * messages of a row under its days, the list's own (too many, none) under the list.
 */
export function FactoryPeriodsField({
  periods,
  onChange,
  errorOf,
}: {
  periods: PeriodRow[];
  onChange: (periods: PeriodRow[]) => void;
  errorOf: (name: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const setPeriod = (index: number, patch: Partial<PeriodRow>) =>
    onChange(periods.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <fieldset className="choice">
      <legend className="field__label">{t('factories.fields.periods')}</legend>
      {periods.map((period, index) => (
        <div key={index} className="factory-period">
          <div className="factory-form__pair">
            <Field
              type="date"
              name={`periods.${index}.starts_on`}
              label={t('factories.fields.startsOn')}
              value={period.starts_on}
              error={errorOf(`periods.${index}.starts_on`)}
              onChange={(e) => setPeriod(index, { starts_on: e.target.value })}
            />
            <Field
              type="date"
              name={`periods.${index}.ends_on`}
              label={t('factories.fields.endsOn')}
              value={period.ends_on}
              error={errorOf(`periods.${index}.ends_on`)}
              onChange={(e) => setPeriod(index, { ends_on: e.target.value })}
            />
          </div>
          {periods.length > 1 ? (
            <Button size="sm" variant="ghost" onClick={() => onChange(periods.filter((_, i) => i !== index))}>
              {t('factories.fields.removePeriod')}
            </Button>
          ) : null}
        </div>
      ))}
      {periods.length < FACTORY_LIMITS.periodsMax ? (
        <Button size="sm" variant="secondary" onClick={() => onChange([...periods, { ...emptyPeriod }])}>
          {t('factories.fields.addPeriod')}
        </Button>
      ) : null}
      <FieldError message={errorOf('periods')} />
    </fieldset>
  );
}
