import { createRequire } from 'node:module';
import { REGION_SEEDS } from '../db/seed/reference/regions.ts';

/** korea-sigungu-geocoding's answer: the si/gun/gu whose boundary holds the point, and its province. */
interface SigunguLookup {
  geocode(longitude: number, latitude: number): { sigungu: { sig_kor_nm: string; sido_nm: string } | null };
}

export interface KoreanDistrict {
  /** The seeded province (`city` in the spec's location parts). */
  city: string;
  /** The seeded si/gun/gu, or null where the boundary's name is not a seeded one. */
  county: string | null;
}

function loadBundledLookup(): SigunguLookup {
  return (createRequire(import.meta.url)('korea-sigungu-geocoding') as { geocoding: SigunguLookup })
    .geocoding;
}

/**
 * South Korea's districts from their boundaries (the bundled korea-sigungu-geocoding polygons,
 * MIT): in Korea the nearest town of the world list is often a neighbourhood of another district,
 * while the polygon that holds the point is exact. Only seeded names are returned, so a place never
 * shows a district the region tables do not know: '수원시 팔달구' is the seeded '수원시', and a
 * district abolished since the polygons were drawn (인천's 중구 of 2026) gives the province alone.
 * Loaded on the first Korean point (about 0.5 s, 80 MB).
 */
export function createKoreanDistricts(load: () => SigunguLookup = loadBundledLookup) {
  let lookup: SigunguLookup | undefined;
  const seeded = new Map((REGION_SEEDS.KR ?? []).map((region) => [region.name, new Set(region.counties)]));
  return (lat: number, lon: number): KoreanDistrict | null => {
    lookup ??= load();
    const found = lookup.geocode(lon, lat).sigungu;
    const counties = found ? seeded.get(found.sido_nm) : undefined;
    if (!found || !counties) return null;
    const [cityOfDistrict] = found.sig_kor_nm.split(' ');
    const county = [found.sig_kor_nm, cityOfDistrict].find((name) => name && counties.has(name)) ?? null;
    return { city: found.sido_nm, county };
  };
}
