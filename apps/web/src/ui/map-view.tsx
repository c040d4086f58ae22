import { lazy, Suspense, useState } from 'react';
import { useBrowserValue } from '../state/hydration.ts';
import { useClientConfig } from '../api/catalog.ts';
import type { LeafletMapProps } from './leaflet-map.tsx';
import { Spinner } from './spinner.tsx';
import { useInView } from './use-in-view.ts';
import './map-view.css';

/**
 * Leaflet and its CSS are a lazy chunk, downloaded only when a map comes near the screen: a product
 * page whose map sits below the fold does not pay ~45 KB for it on its first load.
 */
const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/**
 * A small map (read-only, or a picker when `onPick` is given). `failedText` shows over it when
 * the tiles cannot be loaded; a picker keeps working (the pin still drops where tapped).
 */
export function MapView({
  failedText,
  className,
  ...props
}: Omit<LeafletMapProps, 'onTilesFailed' | 'tiles'> & { failedText: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const [scrolledNear, setNear] = useState(false);
  // Without IntersectionObserver (very old webviews) the map loads at once; the server draws it
  // unloaded, as a browser with one does (`hydration.ts`).
  const isNear = useBrowserValue(() => typeof IntersectionObserver === 'undefined', false) || scrolledNear;
  const clientConfig = useClientConfig(isNear);
  // Without the deployment's tile source the map cannot draw: say so, the place name stays beside.
  const tilesFailed = failed || clientConfig.isError;
  const tiles = clientConfig.data
    ? { url: clientConfig.data.map_tile_url, attribution: clientConfig.data.map_attribution }
    : null;
  const box = useInView<HTMLDivElement>(() => setNear(true), { enabled: !isNear, rootMargin: '200px' });
  const loading = (
    <div className="map-view__loading">
      <Spinner size="sm" label="" />
    </div>
  );
  return (
    <div
      ref={box}
      className={['map-view', className].filter(Boolean).join(' ')}
      data-tiles-failed={tilesFailed || undefined}
    >
      {isNear && tiles ? (
        <Suspense fallback={loading}>
          <LeafletMap {...props} tiles={tiles} onTilesFailed={() => setFailed(true)} />
        </Suspense>
      ) : tilesFailed ? null : (
        loading
      )}
      {tilesFailed ? <p className="map-view__failed">{failedText}</p> : null}
    </div>
  );
}
