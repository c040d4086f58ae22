/** The countries of the browsing filter, in the spec's order; 'OTHER' collects the rest. */
export const BROWSE_COUNTRIES = [
  'KR',
  'JP',
  'US',
  'DE',
  'IN',
  'ID',
  'VN',
  'TH',
  'MN',
  'TR',
  'IT',
  'CH',
  'NL',
  'FR',
  'RU',
  'UZ',
  'NG',
  'OTHER',
] as const;
export type BrowseCountry = (typeof BROWSE_COUNTRIES)[number];

/** ISO 3166-1 alpha-2, as the X-Country header and /api/ips/country carry it. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;
