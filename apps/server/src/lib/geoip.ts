import { createRequire } from 'node:module';
import net from 'node:net';
import maxmind, { type CountryResponse, type Reader } from 'maxmind';

/** IP address to ISO country code. The bundled database is CC0 (geo-whois-asn-country). */
export interface CountryLookup {
  /** The country of a public address; null for loopback, private and unknown addresses. */
  lookup(ip: string): string | null;
}

export async function openBundledCountryLookup(): Promise<CountryLookup> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
  const reader: Reader<CountryResponse> = await maxmind.open<CountryResponse>(file);
  return {
    lookup(ip) {
      const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      if (!net.isIP(address) || isPrivateAddress(address)) return null;
      const found = reader.get(address) as (CountryResponse & { country_code?: string }) | null;
      return found?.country?.iso_code ?? found?.country_code ?? null;
    },
  };
}

export function isPrivateAddress(ip: string): boolean {
  if (net.isIPv4(ip)) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const lower = ip.toLowerCase();
  return (
    lower === '::1' ||
    lower === '::' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe80')
  );
}
