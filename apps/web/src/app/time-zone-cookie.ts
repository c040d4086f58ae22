import { TIME_ZONE_COOKIE } from '@contracts/protocol.ts';
import { saveDrawingCookie } from '../state/browser-storage.ts';

/**
 * Tells the server the browser's IANA time zone, so it draws the next page's dates on the reader's
 * day (`pageTimeZone`) and the app hydrates them unchanged. Run once the page has loaded and the
 * browser is idle (`whenIdleAfterLoad`): the browser's zone comes from Intl, whose first use reads
 * locale data as one long task (tens of ms on a phone), which the first screens now avoid. Only a
 * page loaded whole (a new visit, a reload) is drawn by the server, so it is told well before.
 */
export function saveTimeZoneCookie(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) saveDrawingCookie(TIME_ZONE_COOKIE, zone);
}
