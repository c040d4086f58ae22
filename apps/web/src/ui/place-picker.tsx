import { useEffect, useRef, useState } from 'react';
import type { PlaceDto } from '@steelyard/contracts';
import { usePlaceLookup } from '../api/geo.ts';
import { useTranslation } from '../i18n/i18n.ts';
import '../i18n/member-texts.ts';
import { showPop } from '../state/app-store.ts';
import { Button } from './button.tsx';
import { requestDevicePosition } from './device-position.ts';
import { MapView } from './map-view.tsx';
import { PlaceSearch } from './place-search.tsx';
import './place-picker.css';

export interface PlaceChange {
  lat?: number;
  lon?: number;
  place_name?: string;
}

/**
 * The map picker of a place: a tap drops the pin and fills the place name from the geocoder,
 * unless the member typed a name while the geocoder was answering (theirs is kept); 'use my
 * location' drops it where the device is (the app's POSITION, or the browser's); a typed place
 * moves it there. The spec's texts show in their cases (§8).
 */
export function PlacePicker({
  lat,
  lon,
  placeName,
  center,
  onChange,
}: {
  lat: number | null;
  lon: number | null;
  /** The place name the form holds now. */
  placeName: string;
  /** Where the map opens without a pin. */
  center: { lat: number; lon: number };
  onChange: (change: PlaceChange) => void;
}) {
  const { t } = useTranslation();
  const lookup = usePlaceLookup();
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const pinned = lat != null && lon != null;
  // What the form holds now, for a geocoder's answer that arrives after the member typed.
  const nameNow = useRef(placeName);
  useEffect(() => {
    nameNow.current = placeName;
  }, [placeName]);

  async function dropPin(pickedLat: number, pickedLon: number) {
    const nameAtTap = nameNow.current;
    onChange({ lat: pickedLat, lon: pickedLon });
    setMessage(null);
    const parts = await lookup.reverse(pickedLat, pickedLon).catch(() => null);
    if (!parts) setMessage(t('placePicker.notFound'));
    else if (nameNow.current === nameAtTap) onChange({ place_name: parts.name });
  }

  async function dropPinAtDevice() {
    setBusy(true);
    try {
      const position = await requestDevicePosition();
      await dropPin(position.lat, position.lon);
    } catch (failure) {
      // Spec §8: a refusal gets the permission alert; the map says it needs the location.
      if (failure === 'denied') showPop({ kind: 'confirmNeeded', message: t('placePicker.permissionAlert') });
      setMessage(t('placePicker.needsLocation'));
    } finally {
      setBusy(false);
    }
  }

  function choose(place: PlaceDto) {
    onChange({ lat: place.lat, lon: place.lon, place_name: place.name });
    setMessage(null);
  }

  return (
    <div className="place-picker">
      <PlaceSearch
        texts={{
          label: t('placePicker.searchLabel'),
          placeholder: t('placePicker.searchPlaceholder'),
          button: t('placePicker.search'),
          results: t('placePicker.resultsLabel'),
        }}
        disabled={isBusy}
        onPick={choose}
        onSearched={(found) => setMessage(found ? null : t('placePicker.notFound'))}
      />
      <MapView
        className="map-view--tall"
        lat={pinned ? lat : center.lat}
        lon={pinned ? lon : center.lon}
        pinned={pinned}
        zoom={pinned ? 15 : 12}
        label={t('productForm.mapLabel')}
        failedText={t('productForm.mapFailed')}
        onPick={(pickedLat, pickedLon) => void dropPin(pickedLat, pickedLon)}
      />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={isBusy}
        onClick={() => void dropPinAtDevice()}
      >
        {t('placePicker.useMyLocation')}
      </Button>
      {message ? (
        <p className="field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
