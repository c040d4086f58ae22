import type { CityDto } from '@steelyard/contracts';
import { useId } from 'react';

export interface RegionSelectLabels {
  legend: string;
  province: string;
  district: string;
}

/**
 * An activity area from the country's list: province/state, then city/district. A country
 * without a list gets two text fields. `error` shows under the pair (the server puts it on `county`).
 */
export function RegionSelect({
  cities,
  city,
  county,
  onChange,
  labels,
  error,
}: {
  cities: CityDto[];
  city: string;
  county: string;
  onChange: (next: { city: string; county: string }) => void;
  labels: RegionSelectLabels;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const counties = cities.find((c) => c.name === city)?.counties ?? [];
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className="field region-select">
      <legend className="field__label">{labels.legend}</legend>
      <div className="region-select__pair">
        {cities.length > 0 ? (
          <>
            <select
              className="field__input"
              aria-label={labels.province}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              value={city}
              onChange={(event) => onChange({ city: event.target.value, county: '' })}
            >
              <option value="">{labels.province}</option>
              {cities.map((c) => (
                <option key={c.id} value={c.name}>
                  {c.name}
                </option>
              ))}
            </select>
            <select
              className="field__input"
              aria-label={labels.district}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              value={county}
              disabled={!city}
              onChange={(event) => onChange({ city, county: event.target.value })}
            >
              <option value="">{labels.district}</option>
              {counties.map((c) => (
                <option key={c.id} value={c.name}>
                  {c.name}
                </option>
              ))}
            </select>
          </>
        ) : (
          <>
            <input
              className="field__input"
              aria-label={labels.province}
              placeholder={labels.province}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              value={city}
              onChange={(event) => onChange({ city: event.target.value, county })}
            />
            <input
              className="field__input"
              aria-label={labels.district}
              placeholder={labels.district}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              value={county}
              onChange={(event) => onChange({ city, county: event.target.value })}
            />
          </>
        )}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
