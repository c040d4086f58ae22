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

/** '150,000원' in Korean, '₩150,000' / '150.000 ₩' / '￦150,000' in the other languages. */
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

/** An amount in a currency, whole units for the won and the yen. */
export function formatMoney(amount: number, language: Language, currency: string): string {
  if (language === 'ko' && currency === 'KRW') return `${numberFormat('ko').format(amount)}원`;
  return numberFormat(language, {
    style: 'currency',
    currency,
    maximumFractionDigits: currency === 'KRW' || currency === 'JPY' ? 0 : 2,
    minimumFractionDigits: 0,
  }).format(amount);
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** '3분 전', '3 minutes ago', 'vor 3 Minuten', '3 分前'. */
export function formatTimeAgo(iso: string, language: Language, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  let value = Math.round((then - now) / 1000);
  const format = formatterOf(Intl.RelativeTimeFormat, language, { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(unit === 'second' ? Math.min(value, 0) : value, unit);
    value = Math.trunc(value / size);
  }
  return '';
}

/** A calendar day on the wire (`YYYY-MM-DD`: a deadline, a period's end), which has no time zone. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * '2026. 11. 29.' / '11/29/2026': the day of an instant in `timeZone` (the browser's when none;
 * a screen the server draws passes `useTimeZone()`, so the drawing and the browser write the same
 * day), or a calendar day as it is, whatever the zone.
 */
export function formatDate(iso: string, language: Language, timeZone?: string): string {
  const isDay = CALENDAR_DAY.test(iso);
  const date = new Date(isDay ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: isDay ? 'UTC' : timeZone,
  }).format(date);
}

/** '1,234' / '1.234': a count in the app's language. */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(language).format(value);
}

/** A date with its time ('2026. 11. 23. 오후 3:05', '11/23/2026, 3:05 PM'). */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
