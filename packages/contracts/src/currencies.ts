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

/** The countries whose posts are priced in a currency (the list's; others price in won too). */
export function countriesPricedIn(currency: string): string[] {
  return Object.keys(CURRENCY_BY_COUNTRY).filter((country) => CURRENCY_BY_COUNTRY[country] === currency);
}

/** A country outside the list prices in won, as the first market does. */
export function currencyOfCountry(country: string | null | undefined): string {
  return (country && CURRENCY_BY_COUNTRY[country]) || 'KRW';
}
