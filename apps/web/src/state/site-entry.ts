import { sessionStore, STORAGE_KEYS } from './browser-storage.ts';

/**
 * Where this tab entered the site from outside (issue 23 §1): the path of the tab's first
 * document of the site when no page of the site led to it (no same-origin referrer; the server
 * sends `strict-origin-when-cross-origin`, so an in-site document has one), until the first
 * in-site navigation or the person's first tap. Null otherwise: an in-site tap, a history step,
 * a reload after browsing, a later document of the tab.
 */
let entryPath: string | null = null;
let interacted = false;
let stopListening: (() => void) | undefined;

function referredFromSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Reads the entry once the app has booted on its first location's `pathname`. */
export function startSiteEntry(pathname: string) {
  const firstDocument = sessionStore.get(STORAGE_KEYS.siteVisited) !== '1';
  sessionStore.set(STORAGE_KEYS.siteVisited, '1');
  entryPath = firstDocument && !referredFromSite() ? pathname : null;
  interacted = false;
  stopListening?.();
  const listening = new AbortController();
  stopListening = () => listening.abort();
  const onInteraction = () => {
    interacted = true;
    listening.abort();
  };
  for (const type of ['pointerdown', 'keydown', 'click'])
    window.addEventListener(type, onInteraction, { capture: true, signal: listening.signal });
}

/** Every navigation in the app leaves the entry (the router calls it). */
export function leaveSiteEntry() {
  entryPath = null;
}

/** Whether `pathname` is still the document the tab entered the site on from outside. */
export function isSiteEntry(pathname: string): boolean {
  return entryPath === pathname;
}

/**
 * Whether the person has touched the page since the app started (a tap the drawn page held before
 * is replayed as a click, so it counts too).
 */
export function userHasInteracted(): boolean {
  return interacted;
}
