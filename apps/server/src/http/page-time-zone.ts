import { TIME_ZONE_COOKIE, knownTimeZone, type Language } from '@steelyard/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Before the web app has told the reader's zone (a first visit), dates are drawn in the zone of
 * the country whose readers use the page's language most (the browse countries' own zones, as
 * the quiet hours count them); the app writes them in the browser's zone once it has hydrated.
 */
const LANGUAGE_TIME_ZONES: Record<Language, string> = {
  ko: 'Asia/Seoul',
  ja: 'Asia/Tokyo',
  de: 'Europe/Berlin',
  en: 'America/New_York',
};

/**
 * The zone a page's dates are drawn in: the reader's, from the cookie the web app writes (a bad
 * value is ignored), else the one the page's language suggests.
 */
export function pageTimeZone(request: FastifyRequest, language: Language): string {
  return knownTimeZone(request.cookies[TIME_ZONE_COOKIE]) ?? LANGUAGE_TIME_ZONES[language];
}
