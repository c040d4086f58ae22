import type { AppDeps } from '../../app.ts';

/** The caller's server country from its address (`GET /api/ips/country`; a drawn page's boot). */
export function countryOfAddress({ countryLookup, config }: AppDeps, ip: string): string {
  return countryLookup.lookup(ip) ?? config.defaultCountry;
}
