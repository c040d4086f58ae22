/** The currency of a country's posts: prices are whole units of the seller's country's currency. */
const CURRENCY_BY_COUNTRY: Record<string, string> = {
  KR: 'KRW',
  JP: 'JPY',
  US: 'USD',
  DE: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  FR: 'EUR',
  CH: 'CHF',
  IN: 'INR',
  ID: 'IDR',
  VN: 'VND',
  TH: 'THB',
  MN: 'MNT',
  TR: 'TRY',
  RU: 'RUB',
  UZ: 'UZS',
  NG: 'NGN',
};

/** Every country with a currency of its own in the list, and that currency. */
export function pricedCountries(): [country: string, currency: string][] {
  return Object.entries(CURRENCY_BY_COUNTRY);
}

/** A country outside the list prices in won, as the first market does. */
export function currencyOfCountry(country: string | null | undefined): string {
  return (country && CURRENCY_BY_COUNTRY[country]) || 'KRW';
}
