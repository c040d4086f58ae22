import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contracts/languages.ts';
import { formatMoney, formatNumber, localeOf } from './format.ts';

const VALUES = [
  0,
  1,
  7,
  12,
  999,
  1000,
  1234,
  12345,
  150000,
  1234567,
  98765432109,
  3.4,
  0.5,
  0.25,
  1.15,
  2.35,
  36.5,
  44.95,
  0.0005,
  0.0004,
  12.3456,
  999.9996,
  -1,
  -1234,
  -0.04,
  -2.45,
  1e21,
  1e-7,
  Number.NaN,
];

describe('formatNumber', () => {
  it.each(LANGUAGES)('writes what Intl.NumberFormat writes in %s', (language) => {
    for (const [min, max] of [
      [0, 3],
      [1, 1],
      [0, 0],
    ] as const) {
      const intl = new Intl.NumberFormat(localeOf(language), {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      });
      for (const value of VALUES) expect(formatNumber(value, language, min, max)).toBe(intl.format(value));
    }
  });

  it('writes a Korean price in won', () => {
    expect(formatMoney(1500000, 'ko', 'KRW')).toBe('1,500,000원');
  });
});
