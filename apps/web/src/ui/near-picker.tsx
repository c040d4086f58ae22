import { useState } from 'react';
import { DISTANCE_RADII_KM } from '@contracts/enums.ts';
import { LIMITS } from '@contracts/limits.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { requestDevicePosition, type PositionFailure } from './device-position.ts';
import { PlaceSearch } from './place-search.tsx';
import { Segmented } from './segmented.tsx';

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
  const [from, setFrom] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  function measureFrom(lat: number, lon: number, label: string) {
    onChange({ near: pointText(lat, lon), within_km: withinKm || String(LIMITS.distanceKmDefault) });
    setFrom(label);
    setMessage(null);
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

  function clear() {
    onChange({ near: '', within_km: '' });
    setFrom(null);
  }

  return (
    <fieldset className="choice distance-filter">
      <legend className="field__label">{t('distance.legend')}</legend>
      <PlaceSearch
        texts={{
          label: t('distance.searchLabel'),
          placeholder: t('distance.searchPlaceholder'),
          button: t('distance.search'),
          results: t('distance.results'),
        }}
        disabled={isBusy}
        onPick={(place) => measureFrom(place.lat, place.lon, place.name)}
        onSearched={(found) => setMessage(found ? null : t('distance.notFound'))}
      />
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

/** The distance filter of the services' lists, boxed like their filter bar (`ui/filter-bar.tsx`). */
export function NearFilterBar(props: Parameters<typeof NearPicker>[0]) {
  return (
    <div className="filter-bar">
      <NearPicker {...props} />
    </div>
  );
}
