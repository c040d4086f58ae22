import { useId } from 'react';
import type { CityDto } from '@steelyard/contracts';
import { useTranslation } from '../i18n/i18n.ts';
import '../i18n/member-texts.ts';
import { FieldError } from './field.tsx';
import { cityName, countyName, usePlaceNames } from './place-name.ts';

/**
 * The activity area, wherever a member or the admin sets it: province/state, then city/district,
 * from the country's list (`/api/cities`; undefined while it loads). Choosing another province
 * clears the district; a country without a list gets two text fields. One message shows under
 * the pair (the server may put it on either field).
 */
export function AreaSelect({
  cities,
  city,
  county,
  errors = {},
  onChange,
}: {
  cities: CityDto[] | undefined;
  city: string;
  county: string;
  errors?: { city?: string; county?: string };
  onChange: (next: { city: string; county: string }) => void;
}) {
  const { t } = useTranslation();
  const names = usePlaceNames();
  const id = useId();
  const error = errors.city ?? errors.county;
  const errorId = `${id}-error`;
  const counties = cities?.find((c) => c.name === city)?.counties ?? [];
  const control = (name: 'city' | 'county', options: string[]) => {
    const label = t(name === 'city' ? 'account.city' : 'account.county');
    const value = name === 'city' ? city : county;
    const common = {
      name,
      className: 'field__input',
      'aria-label': label,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      value,
    };
    const change = (next: string) =>
      onChange(
        name === 'city' ? { city: next, county: cities?.length ? '' : county } : { city, county: next },
      );
    if (cities && cities.length === 0)
      return <input {...common} placeholder={label} onChange={(event) => change(event.target.value)} />;
    return (
      <select
        {...common}
        disabled={!cities || (name === 'county' && !city)}
        onChange={(event) => change(event.target.value)}
      >
        <option value="">{label}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {name === 'city' ? cityName(names, option) : countyName(names, city, option)}
          </option>
        ))}
      </select>
    );
  };
  return (
    <fieldset className="field area-select">
      <legend className="field__label">{t('account.area')}</legend>
      <div className="area-select__pair">
        {control(
          'city',
          (cities ?? []).map((c) => c.name),
        )}
        {control(
          'county',
          counties.map((c) => c.name),
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** What `FormAreaSelect` needs of a form: the api form's `watch`, `errorOf` and `change`. */
interface AreaForm {
  watch: (name: 'city' | 'county') => unknown;
  errorOf: (name: 'city' | 'county') => string | undefined;
  change: (next: { city: string; county: string }) => void;
}

/** `AreaSelect` bound to a form's `city` and `county` fields: the one way a form shows it. */
export function FormAreaSelect({ cities, form }: { cities: CityDto[] | undefined; form: AreaForm }) {
  return (
    <AreaSelect
      cities={cities}
      city={String(form.watch('city') ?? '')}
      county={String(form.watch('county') ?? '')}
      errors={{ city: form.errorOf('city'), county: form.errorOf('county') }}
      onChange={form.change}
    />
  );
}
