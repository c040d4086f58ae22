import { useId } from 'react';
import type { CityDto } from '@steelyard/contracts';
import { useTranslation } from '../i18n/i18n.ts';

/**
 * Activity area: province/state, then city/district, from the country's list (`/api/cities`).
 * Choosing another province clears the district.
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
  const id = useId();
  const counties = cities?.find((c) => c.name === city)?.counties ?? [];
  const field = (
    name: 'city' | 'county',
    label: string,
    options: string[],
    value: string,
    placeholder: string,
  ) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        name={name}
        className="field__input"
        value={value}
        disabled={!cities || (name === 'county' && !city)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) =>
          onChange(
            name === 'city' ? { city: event.target.value, county: '' } : { city, county: event.target.value },
          )
        }
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="field__error" role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <fieldset className="area-select">
      <legend className="field__label">{t('social.area.legend')}</legend>
      <div className="area-select__row">
        {field(
          'city',
          t('social.area.city'),
          cities?.map((c) => c.name) ?? [],
          city,
          t('social.area.cityPlaceholder'),
        )}
        {field(
          'county',
          t('social.area.county'),
          counties.map((c) => c.name),
          county,
          t('social.area.countyPlaceholder'),
        )}
      </div>
    </fieldset>
  );
}
