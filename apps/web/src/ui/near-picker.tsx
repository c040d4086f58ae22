import { useState, type KeyboardEvent } from 'react';
import { DISTANCE_RADII_KM } from '@contracts/enums.ts';
import { LIMITS } from '@contracts/limits.ts';
import type { PlaceDto } from '@steelyard/contracts';
import { usePlaceLookup } from '../api/geo.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { requestDevicePosition, type PositionFailure } from './device-position.ts';
import { Segmented } from './segmented.tsx';
import './place-picker.css';

/** ~10 m is close enough to search from, and keeps the URL short. */
const pointText = (lat: number, lon: number) => `${lat.toFixed(4)},${lon.toFixed(4)}`;

/** A change of a list's distance search: the URL's `near` and `within_km` ('' for none). */
export interface NearChange {
  near: string;
  within_km: string;
}

/**
 * A list's distance filter (issue 29): the point to measure from, the device's ('near me': the
 * app's POSITION or the browser's Geolocation, with a message when refused) or a place found by
 * name through the geocoder, and the radius. The products' filter sheet and the factory search
 * use it.
 */
export function NearPicker({
  near,
  withinKm,
  onChange,
}: {
  near: string;
  withinKm: string;
  onChange: (change: NearChange) => void;
}) {
  const { t } = useTranslation();
  const lookup = usePlaceLookup();
  const [from, setFrom] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [results, setResults] = useState<PlaceDto[] | null>(null);
  const [isBusy, setBusy] = useState(false);

  function measureFrom(lat: number, lon: number, label: string) {
    onChange({ near: pointText(lat, lon), within_km: withinKm || String(LIMITS.distanceKmDefault) });
    setFrom(label);
    setMessage(null);
    setResults(null);
  }

  async function nearMe() {
    setBusy(true);
    setMessage(t('distance.locating'));
    try {
      const position = await requestDevicePosition();
      measureFrom(position.lat, position.lon, t('distance.myLocation'));
    } catch (failure) {
      setMessage(t((failure as PositionFailure) === 'denied' ? 'distance.denied' : 'distance.unavailable'));
    } finally {
      setBusy(false);
    }
  }

  async function search() {
    if (!text.trim()) return;
    setBusy(true);
    const found = await lookup.search(text).catch(() => []);
    setBusy(false);
    setResults(found);
    setMessage(found.length ? null : t('distance.notFound'));
  }

  // Inside a form (the filter sheet): Enter searches instead of applying the filters.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };

  function clear() {
    onChange({ near: '', within_km: '' });
    setFrom(null);
  }

  return (
    <fieldset className="choice distance-filter">
      <legend className="field__label">{t('distance.legend')}</legend>
      <div className="place-picker__search" role="search">
        <input
          className="field__input"
          type="search"
          value={text}
          aria-label={t('distance.searchLabel')}
          placeholder={t('distance.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="secondary" size="sm" disabled={isBusy} onClick={() => void search()}>
          {t('distance.search')}
        </Button>
      </div>
      {results?.length ? (
        <ul className="place-picker__results" aria-label={t('distance.results')}>
          {results.map((place) => (
            <li key={`${place.lat},${place.lon},${place.name}`}>
              <button type="button" onClick={() => measureFrom(place.lat, place.lon, place.name)}>
                {place.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button type="button" variant="ghost" size="sm" disabled={isBusy} onClick={() => void nearMe()}>
        {t('distance.nearMe')}
      </Button>
      {message ? (
        <p className="field__error" role="alert">
          {message}
        </p>
      ) : null}
      {near ? (
        <>
          <p className="distance-filter__from">
            {t('distance.from', { place: from ?? t('distance.chosenPlace') })}
            <Button type="button" variant="ghost" size="sm" onClick={clear}>
              {t('distance.clear')}
            </Button>
          </p>
          <Segmented
            legend={t('distance.radius')}
            options={DISTANCE_RADII_KM.map((km) => ({ value: String(km), label: t('distance.km', { km }) }))}
            value={withinKm || String(LIMITS.distanceKmDefault)}
            onChange={(next) => onChange({ near, within_km: next })}
          />
        </>
      ) : null}
    </fieldset>
  );
}
