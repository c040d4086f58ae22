import type { Language } from '@steelyard/contracts';
import { KR_COUNTY_ROMANIZED } from './regions/kr-county-names.ts';
import { REGION_NAMES } from './regions/region-names.ts';

/** A place's names in the interface languages other than its own (`cities.names`, `counties.names`). */
export type PlaceNames = Partial<Record<Language, string>>;

/** A first-level area's names (province, prefecture, Land, state). */
export function regionNames(country: string, name: string): PlaceNames {
  return REGION_NAMES[country]?.[name] ?? {};
}

/**
 * A second-level area's names. Korea's si/gun/gu are romanised for English, German and Japanese
 * (세종 is its own single area, named as the province). Japan's, Germany's and the USA's cities
 * keep their own names for now: no offline source of their readings or exonyms was at hand.
 */
export function countyNames(country: string, name: string): PlaceNames {
  if (country !== 'KR') return {};
  const romanized = KR_COUNTY_ROMANIZED[name];
  return romanized ? { en: romanized, de: romanized, ja: romanized } : regionNames(country, name);
}
