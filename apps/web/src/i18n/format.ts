import { currencyOfCountry } from '@contracts/currencies.ts';
import type { Language } from '@contracts/languages.ts';

const LOCALES: Record<Language, string> = { ko: 'ko-KR', en: 'en-US', de: 'de-DE', ja: 'ja-JP' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

/**
 * Intl formatters are costly to make (a list of twenty cards made sixty of them on every render,
 * the largest part of a cheap phone's first render): each language and set of options makes one,
 * kept for the visit.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function formatterOf<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  make: new (locale: string, options: object) => T,
  language: Language,
  options: object,
): T {
  const key = `${make.name}|${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = new make(LOCALES[language], options)));
  return formatter;
}
export const numberFormat = (language: Language, options: Intl.NumberFormatOptions = {}) =>
  formatterOf(Intl.NumberFormat, language, options);
export const dateTimeFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  formatterOf(Intl.DateTimeFormat, language, options);

/** Grouping and decimal marks of the four languages (CLDR: each groups from four digits on). */
const MARKS: Record<Language, { group: string; decimal: string }> = {
  ko: { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
  ja: { group: ',', decimal: '.' },
};

/**
 * '1,234' / '1.234,5': `value` with `minDigits` to `maxDigits` decimals, exactly as
 * `Intl.NumberFormat` writes it in the app's four languages (`format.test.ts` compares them), but
 * without making one: the first Intl number or relative-time formatter of a page costs the browser
 * about 60 ms of locale data (250 ms on Lighthouse's slowed phone), one long task in the middle of
 * hydration, and the counts, won prices and 'n minutes ago' of the first screens need none of it.
 * Rounds half away from zero on the shortest decimal of `value`, as Intl does; anything unusual
 * goes to Intl.
 */
export function formatNumber(value: number, language: Language, minDigits = 0, maxDigits = 3): string {
  const digits = String(Math.abs(value));
  if (Object.is(value, -0) || !/^\d{1,15}(\.\d+)?$/.test(digits))
    return numberFormat(language, {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
    }).format(value);
  const scaled = Math.round(Number(`${digits}e${maxDigits}`))
    .toString()
    .padStart(maxDigits + 1, '0');
  const whole = scaled.slice(0, scaled.length - maxDigits);
  const fraction = scaled
    .slice(scaled.length - maxDigits)
    .replace(/0+$/, '')
    .padEnd(minDigits, '0');
  const { group, decimal } = MARKS[language];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

/** '150,000원' in Korean, '₩150,000' in English and Japanese, '150.000 ₩' in German. */
export function formatPrice(amount: number, language: Language, country = 'KR'): string {
  return formatMoney(amount, language, currencyOfCountry(country));
}

/** 'JPY (¥)': the currency a country's amounts are typed in, for a price field's label. */
export function currencyLabel(country: string, language: Language): string {
  const currency = currencyOfCountry(country);
  const symbol = numberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value;
  return symbol && symbol !== currency ? `${currency} (${symbol})` : currency;
}

/** The won's sign around a number in the other languages, as Intl writes it (see `formatNumber`). */
const WON: Record<Exclude<Language, 'ko'>, string> = { en: '₩#', de: '#\u00a0₩', ja: '₩#' };

/** An amount in a currency, whole units for the won and the yen. */
export function formatMoney(amount: number, language: Language, currency: string): string {
  if (language === 'ko' && currency === 'KRW') return `${formatNumber(amount, 'ko')}원`;
  if (language !== 'ko' && currency === 'KRW' && amount > 0)
    return WON[language].replace('#', formatNumber(amount, language, 0, 0));
  return numberFormat(language, {
    style: 'currency',
    currency,
    maximumFractionDigits: currency === 'KRW' || currency === 'JPY' ? 0 : 2,
    minimumFractionDigits: 0,
  }).format(amount);
}

type AgoUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const STEPS: [AgoUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * What `Intl.RelativeTimeFormat` (numeric: 'auto') writes for a past time in the four languages:
 * '#' is the count, `[one, other]` where the language has both forms, and the named days, months
 * and years ('어제', 'last month') that the steps below can reach. Kept here for the reason given
 * at `formatNumber` (the first relative-time formatter costs the same locale data);
 * `format.test.ts` checks every step against Intl.
 */
const AGO: Record<
  Language,
  { units: Record<AgoUnit, string | [string, string]>; named: Record<string, string> }
> = {
  ko: {
    units: {
      second: '#초 전',
      minute: '#분 전',
      hour: '#시간 전',
      day: '#일 전',
      month: '#개월 전',
      year: '#년 전',
    },
    named: {
      'second 0': '지금',
      'day -1': '어제',
      'day -2': '그저께',
      'month -1': '지난달',
      'year -1': '작년',
    },
  },
  en: {
    units: {
      second: ['# second ago', '# seconds ago'],
      minute: ['# minute ago', '# minutes ago'],
      hour: ['# hour ago', '# hours ago'],
      day: ['# day ago', '# days ago'],
      month: ['# month ago', '# months ago'],
      year: ['# year ago', '# years ago'],
    },
    named: { 'second 0': 'now', 'day -1': 'yesterday', 'month -1': 'last month', 'year -1': 'last year' },
  },
  de: {
    units: {
      second: ['vor # Sekunde', 'vor # Sekunden'],
      minute: ['vor # Minute', 'vor # Minuten'],
      hour: ['vor # Stunde', 'vor # Stunden'],
      day: ['vor # Tag', 'vor # Tagen'],
      month: ['vor # Monat', 'vor # Monaten'],
      year: ['vor # Jahr', 'vor # Jahren'],
    },
    named: {
      'second 0': 'jetzt',
      'day -1': 'gestern',
      'day -2': 'vorgestern',
      'month -1': 'letzten Monat',
      'year -1': 'letztes Jahr',
    },
  },
  ja: {
    units: {
      second: '# 秒前',
      minute: '# 分前',
      hour: '# 時間前',
      day: '# 日前',
      month: '# か月前',
      year: '# 年前',
    },
    named: { 'second 0': '今', 'day -1': '昨日', 'day -2': '一昨日', 'month -1': '先月', 'year -1': '昨年' },
  },
};

function timeAgo(value: number, unit: AgoUnit, language: Language): string {
  // A time ahead of the clock (another device's clock) is rare: Intl writes it.
  if (value > 0)
    return formatterOf(Intl.RelativeTimeFormat, language, { numeric: 'auto' }).format(value, unit);
  const { units, named } = AGO[language];
  const forms = units[unit];
  const count = -value;
  const pattern = typeof forms === 'string' ? forms : forms[count === 1 ? 0 : 1];
  return named[`${unit} ${value}`] ?? pattern.replace('#', formatNumber(count, language));
}

/** '3분 전', '3 minutes ago', 'vor 3 Minuten', '3 分前'. */
export function formatTimeAgo(iso: string, language: Language, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  let value = Math.round((then - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size)
      return timeAgo(unit === 'second' ? Math.min(value, 0) : value, unit, language);
    value = Math.trunc(value / size);
  }
  return '';
}

/** A day's order and marks as `Intl.DateTimeFormat` writes 2-digit days and months (see `formatNumber`). */
const DAY_PATTERNS: Record<Language, (year: string, month: string, day: string) => string> = {
  ko: (year, month, day) => `${year}. ${month}. ${day}.`,
  en: (year, month, day) => `${month}/${day}/${year}`,
  de: (year, month, day) => `${day}.${month}.${year}`,
  ja: (year, month, day) => `${year}/${month}/${day}`,
};

/** The day by Intl, in `timeZone`; in the browser's own zone if this runtime does not know it. */
function intlDate(date: Date, language: Language, timeZone: string | undefined): string {
  const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  try {
    return dateTimeFormat(language, { ...options, timeZone }).format(date);
  } catch {
    return dateTimeFormat(language, options).format(date);
  }
}

/** A calendar day on the wire (`YYYY-MM-DD`: a deadline, a period's end), which has no time zone. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * '2026. 11. 29.', '11/29/2026', '29.11.2026', '2026/11/29': the day of an instant in `timeZone`
 * (the browser's when none; a screen the server draws passes `useTimeZone()`, so the drawing and
 * the browser write the same day), or a calendar day as it is, whatever the zone. The browser's
 * own zone and calendar days are written without Intl (see `formatNumber`); another zone asks Intl.
 */
export function formatDate(iso: string, language: Language, timeZone?: string): string {
  const isDay = CALENDAR_DAY.test(iso);
  const date = new Date(isDay ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = isDay ? 'UTC' : timeZone;
  if (zone !== undefined && zone !== 'UTC') return intlDate(date, language, zone);
  const utc = zone === 'UTC';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (year < 1000 || year > 9999) return intlDate(date, language, zone);
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  const month = twoDigits((utc ? date.getUTCMonth() : date.getMonth()) + 1);
  const day = twoDigits(utc ? date.getUTCDate() : date.getDate());
  return DAY_PATTERNS[language](String(year), month, day);
}

/** A date with its time ('2026. 11. 23. 오후 3:05', '11/23/2026, 3:05 PM'). */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
