import type { Language, LocationPartsDto, PlaceDto } from '@steelyard/contracts';

export type LocationParts = LocationPartsDto;
export type Place = PlaceDto;

/**
 * Coordinates to the spec's location parts, and typed text to places. The app never calls a
 * geocoding service directly: `GEOCODER_URL` selects the HTTP one, else the offline default.
 */
export interface Geocoder {
  /** The place at a point, or null where nothing is known (open sea, a service that found nothing). */
  reverse(point: { lat: number; lon: number }, language: Language): Promise<LocationParts | null>;
  /** Places whose name matches the text, most relevant first. */
  search(text: string, language: Language): Promise<Place[]>;
}

/** The shown name: from the widest part to the narrowest, each once. */
export function placeName(parts: Omit<LocationParts, 'name'>): string {
  const names = [parts.city, parts.county, parts.town, parts.village].filter((n): n is string => !!n);
  return [...new Set(names)].join(' ') || (parts.country ?? '');
}

export interface HttpGeocoderOptions {
  url: string;
  timeoutMs?: number;
}

/** Nominatim's `address` object: the keys we read, all optional. */
type NominatimAddress = Partial<
  Record<
    | 'country_code'
    | 'state'
    | 'province'
    | 'region'
    | 'city'
    | 'county'
    | 'borough'
    | 'city_district'
    | 'district'
    | 'town'
    | 'suburb'
    | 'quarter'
    | 'village'
    | 'hamlet'
    | 'neighbourhood',
    string
  >
>;

/**
 * Nominatim's address to the spec's parts. The first level (province, state, or a city that is
 * one, as Seoul) is `city`; its districts `county`; then town and village.
 */
export function partsFromNominatim(address: NominatimAddress): LocationParts | null {
  const first = address.state ?? address.province ?? address.region ?? address.city ?? null;
  const county =
    address.county ??
    address.borough ??
    address.city_district ??
    address.district ??
    (address.city && address.city !== first ? address.city : null);
  const parts = {
    country: address.country_code?.toUpperCase() ?? null,
    city: first,
    county: county ?? null,
    town: address.town ?? address.suburb ?? address.quarter ?? null,
    village: address.village ?? address.hamlet ?? address.neighbourhood ?? null,
  };
  if (!parts.country && !parts.city) return null;
  return { ...parts, name: placeName(parts) };
}

/**
 * A Nominatim-compatible service (`/reverse` and `/search` with `format=jsonv2`): Nominatim
 * itself, or any service that speaks its API. Answers in the member's language.
 */
export function createHttpGeocoder(options: HttpGeocoderOptions): Geocoder {
  const base = options.url.replace(/\/+$/, '');
  async function call(path: string, params: Record<string, string>, language: Language) {
    const query = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params });
    const response = await fetch(`${base}${path}?${query}`, {
      headers: { accept: 'application/json', 'accept-language': language, 'user-agent': 'Steelyard' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
    return (await response.json()) as unknown;
  }
  return {
    async reverse({ lat, lon }, language) {
      const body = (await call('/reverse', { lat: String(lat), lon: String(lon) }, language)) as {
        address?: NominatimAddress;
      };
      return body.address ? partsFromNominatim(body.address) : null;
    },
    async search(text, language) {
      const body = await call('/search', { q: text, limit: '8' }, language);
      if (!Array.isArray(body)) return [];
      return body.flatMap(
        (hit: { lat?: string; lon?: string; display_name?: string; address?: NominatimAddress }) => {
          const lat = Number(hit.lat);
          const lon = Number(hit.lon);
          if (!Number.isFinite(lat) || !Number.isFinite(lon) || !hit.display_name) return [];
          return [
            { name: hit.display_name, lat, lon, country: hit.address?.country_code?.toUpperCase() ?? null },
          ];
        },
      );
    },
  };
}
