import { TIME_ZONE_COOKIE } from '@contracts/protocol.ts';
import { saveDrawingCookie } from '../state/browser-storage.ts';

/**
 * Tells the server the browser's IANA time zone, so it draws the next page's dates on the reader's
 * day (`pageTimeZone`) and the app hydrates them unchanged. Run as the app starts, so a reader
 * who travelled is told from their next page on.
 */
export function saveTimeZoneCookie(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) saveDrawingCookie(TIME_ZONE_COOKIE, zone);
}
