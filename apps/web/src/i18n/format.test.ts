import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contracts/languages.ts';
import { formatDate, formatMoney, formatNumber, formatTimeAgo, localeOf } from './format.ts';

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

  it.each(LANGUAGES.filter((language) => language !== 'ko'))('writes won as Intl does in %s', (language) => {
    const intl = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency: 'KRW',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    for (const amount of [1, 999, 1000, 150000, 1234567.6, 0, -5000])
      expect(formatMoney(amount, language, 'KRW')).toBe(intl.format(amount));
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  const SECONDS_AGO = [
    0, 1, 2, 30, 59, 60, 61, 119, 120, 3599, 3600, 7200, 86399, 86400, 172800, 259200, 2591999, 2592000,
    5184000, 31103999, 31104000, 62208000, 311040000, -5, -120, -7200, -172800,
  ];
  it.each(LANGUAGES)('writes what Intl.RelativeTimeFormat writes in %s', (language) => {
    const intl = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
    const steps: [Intl.RelativeTimeFormatUnit, number][] = [
      ['second', 60],
      ['minute', 60],
      ['hour', 24],
      ['day', 30],
      ['month', 12],
      ['year', Infinity],
    ];
    for (const seconds of SECONDS_AGO) {
      let value = -seconds;
      let expected = '';
      for (const [unit, size] of steps) {
        if (Math.abs(value) < size) {
          expected = intl.format(unit === 'second' ? Math.min(value, 0) : value, unit);
          break;
        }
        value = Math.trunc(value / size);
      }
      expect(formatTimeAgo(new Date(now - seconds * 1000).toISOString(), language, now)).toBe(expected);
    }
  });
});

describe('formatDate', () => {
  it.each(LANGUAGES)('writes what Intl.DateTimeFormat writes in %s', (language) => {
    const intl = new Intl.DateTimeFormat(localeOf(language), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (const iso of [
      '2026-01-05',
      '2026-12-31T23:59:59Z',
      '2025-07-15T00:00:00+09:00',
      '0999-03-04',
      '12026-01-01',
    ])
      expect(formatDate(iso, language)).toBe(intl.format(new Date(iso)));
  });
});

describe('formatDate', () => {
  it('writes an instant’s day in the zone it is given', () => {
    expect(formatDate('2026-11-28T23:30:00Z', 'en', 'Asia/Tokyo')).toBe('11/29/2026');
    expect(formatDate('2026-11-28T23:30:00Z', 'en', 'America/Los_Angeles')).toBe('11/28/2026');
    expect(formatDate('2026-11-28T23:30:00Z', 'ko', 'Asia/Seoul')).toBe('2026. 11. 29.');
  });

  it('writes the browser’s own day for a zone this browser does not know, never throwing', () => {
    const instant = '2026-11-28T23:30:00Z';
    expect(formatDate(instant, 'en', 'Mars/Olympus_Mons')).toBe(formatDate(instant, 'en'));
  });

  it('writes a calendar day as it is, in every zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', undefined])
      expect(formatDate('2026-11-29', 'de', zone)).toBe('29.11.2026');
    expect(formatDate('not a day', 'en')).toBe('');
  });
});
