import { lazy, Suspense, useState } from 'react';
import type { LeafletMapProps } from './leaflet-map.tsx';
import { Spinner } from './spinner.tsx';
import './map-view.css';

/** Leaflet and its CSS are a lazy chunk: only screens that show a map download them. */
const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/**
 * A small map (read-only, or a picker when `onPick` is given). `failedText` shows over it when
 * the tiles cannot be loaded; a picker keeps working (the pin still drops where tapped).
 */
export function MapView({
  failedText,
  className,
  ...props
}: Omit<LeafletMapProps, 'onTilesFailed'> & { failedText: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      className={['map-view', className].filter(Boolean).join(' ')}
      data-tiles-failed={failed || undefined}
    >
      <Suspense
        fallback={
          <div className="map-view__loading">
            <Spinner size="sm" label="" />
          </div>
        }
      >
        <LeafletMap {...props} onTilesFailed={() => setFailed(true)} />
      </Suspense>
      {failed ? <p className="map-view__failed">{failedText}</p> : null}
    </div>
  );
}
