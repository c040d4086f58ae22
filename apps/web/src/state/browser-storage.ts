/** localStorage / sessionStorage that never throws (private mode, disabled storage, SSR-less tests). */
function safe(kind: 'localStorage' | 'sessionStorage') {
  return {
    get(key: string): string | null {
      try {
        return window[kind].getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string | null): void {
      try {
        if (value === null) window[kind].removeItem(key);
        else window[kind].setItem(key, value);
      } catch {
        // Storage full or blocked: the value lives only in memory for this visit.
      }
    },
  };
}

export const localStore = safe('localStorage');
export const sessionStore = safe('sessionStorage');

/**
 * A reader's choice the server draws pages with (their language, their time zone), kept two years
 * for the whole site; written only when it changed.
 */
export function saveDrawingCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  const cookie = `${name}=${encodeURIComponent(value)}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=${60 * 60 * 24 * 365 * 2}; samesite=lax`;
}

/** Keys of the browser-stored values of spec §4. */
export const STORAGE_KEYS = {
  country: 'steelyard.country',
  serverCountry: 'steelyard.serverCountry',
  pushToken: 'steelyard.pushToken',
  os: 'steelyard.os',
  version: 'steelyard.version',
  webview: 'steelyard.webview',
  closeTodayDate: 'steelyard.closeTodayDate',
  /** The day this device last showed the splash ad (once a day). */
  splashSeenDate: 'steelyard.splashSeenDate',
  /** The day this device last showed the interstitial, or it was hidden with 'don't show today'. */
  startHiddenDate: 'steelyard.startHiddenDate',
  language: 'steelyard.language',
  appBannerDismissed: 'steelyard.appBannerDismissed',
  /** The visitor chose 'continue in the browser' on /intro: product links stop sending them to the app. */
  stayInBrowser: 'steelyard.stayInBrowser',
  /** sessionStorage: this tab already had a document of the site (`state/site-entry.ts`). */
  siteVisited: 'steelyard.siteVisited',
  /** sessionStorage: this tab already tried the app once (no second bounce after coming back). */
  appLinkTried: 'steelyard.appLinkTried',
  chunkReloadAt: 'steelyard.chunkReloadAt',
  intendedUrl: 'steelyard.intendedUrl',
} as const;
