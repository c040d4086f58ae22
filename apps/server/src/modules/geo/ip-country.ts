import type { CountryLookup } from '../../lib/geoip.ts';

/** The caller's server country from its address (`GET /api/ips/country`; a drawn page's boot). */
export function countryOfAddress(
  { countryLookup, config }: { countryLookup: CountryLookup; config: { defaultCountry: string } },
  ip: string,
): string {
  return countryLookup.lookup(ip) ?? config.defaultCountry;
}
