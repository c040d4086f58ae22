/**
 * The Leaflet map: a lazy chunk (see map-view.tsx), loaded only by screens that show a map.
 * A circle marker instead of Leaflet's image icon (no image URLs to resolve); when tiles fail
 * (offline, CSP, tile server down or silent) `onTilesFailed` lets the screen say so, and a tap
 * still works.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import L from 'leaflet';
import { CLIENT_TIMING } from '@contracts/limits.ts';
import 'leaflet/dist/leaflet.css';

export interface LeafletMapProps {
  lat: number;
  lon: number;
  /** Whether a pin is shown at lat/lon. */
  pinned: boolean;
  zoom?: number;
  /** A picker: dragging and tapping are on; a tap calls onPick. */
  onPick?: (lat: number, lon: number) => void;
  onTilesFailed?: () => void;
  label: string;
  /** Leaflet's URL template of the deployment's tile source, and its attribution. */
  tiles: { url: string; attribution: string };
}

export default function LeafletMap({
  lat,
  lon,
  pinned,
  zoom = 14,
  onPick,
  onTilesFailed,
  label,
  tiles,
}: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useEffectEvent((pickedLat: number, pickedLon: number) => onPick?.(pickedLat, pickedLon));
  const failed = useEffectEvent(() => onTilesFailed?.());
  const interactive = Boolean(onPick);

  useEffect(() => {
    if (!element.current) return;
    const instance = L.map(element.current, {
      center: [lat, lon],
      zoom,
      zoomControl: interactive,
      dragging: interactive,
      scrollWheelZoom: false,
      touchZoom: interactive,
      doubleClickZoom: interactive,
      boxZoom: false,
      keyboard: interactive,
      attributionControl: true,
    });
    let reported = false;
    const report = () => {
      if (!reported) {
        reported = true;
        failed();
      }
    };
    // A tile server that never answers (a dropped connection, a filtering network) gives no
    // error event: without a tile in time the map says it could not load, as on an error.
    const timeout = window.setTimeout(report, CLIENT_TIMING.mapTilesTimeoutMs);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 })
      .on('tileerror', report)
      .on('tileload', () => window.clearTimeout(timeout))
      .addTo(instance);
    instance.on('click', (event: L.LeafletMouseEvent) => pick(event.latlng.lat, event.latlng.lng));
    map.current = instance;
    return () => {
      window.clearTimeout(timeout);
      instance.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is created once; position changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [interactive]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!pinned) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (marker.current) marker.current.setLatLng([lat, lon]);
    else {
      marker.current = L.circleMarker([lat, lon], {
        radius: 10,
        color: '#ffffff',
        weight: 3,
        fillColor: '#1f4e79',
        fillOpacity: 1,
      }).addTo(instance);
    }
    // A picker keeps its view while the member taps in it, and follows a pin set from elsewhere
    // (a searched place, the device's position).
    if (!interactive || !instance.getBounds().contains([lat, lon])) instance.setView([lat, lon]);
  }, [lat, lon, pinned, interactive]);

  return <div ref={element} className="map-view__canvas" role="application" aria-label={label} />;
}
