/**
 * Values the server cannot know (browser storage, the time the page is read) while the app takes
 * over the markup the server drew (`entry-server.tsx`, `main.tsx`): React must first draw exactly
 * what the server drew, then the browser's own values. `useSyncExternalStore` does that: its
 * server snapshot is used on the server and while hydrating, the client snapshot right after.
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/** `read()` in the browser; `serverValue` on the server and while the server's markup hydrates. */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}

const notHydrating = () => false;
const hydrating = () => true;
/** True on the server and while the server's markup hydrates. */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(subscribeNever, notHydrating, hydrating);
}

/** The time the server drew the page at (its relative times count from it). */
export const RenderedAt = createContext<number | undefined>(undefined);

/**
 * The `now` for relative times ('3분 전'): the server's drawing time on the server and while
 * hydrating, so both draw the same words; the clock's (undefined) afterwards.
 */
export function useRenderedNow(): number | undefined {
  const renderedAt = useContext(RenderedAt);
  return useIsHydrating() ? renderedAt : undefined;
}

/** The IANA time zone the server wrote the page's dates in. */
export const DrawnTimeZone = createContext<string | undefined>(undefined);

/**
 * The zone for dates a drawn screen shows (an inquiry's day): the server's drawing zone on the
 * server and while hydrating, so both write the same day; the browser's own (undefined)
 * afterwards, which the server drew in too once the app had told it (`app/time-zone-cookie.ts`).
 */
export function useTimeZone(): string | undefined {
  const drawn = useContext(DrawnTimeZone);
  return useIsHydrating() ? drawn : undefined;
}

let firstPageShown: (() => void) | null = null;

/** If the first page never commits (an error page instead), `run` runs after this anyway. */
const FIRST_PAGE_WAIT_MS = 3_000;

/** Runs `run` once, when the first page has committed (its markup hydrated, or drawn). */
export function afterFirstPage(run: () => void) {
  const once = () => {
    if (firstPageShown !== once) return;
    firstPageShown = null;
    run();
  };
  firstPageShown = once;
  window.setTimeout(once, FIRST_PAGE_WAIT_MS);
}

/**
 * Rendered beside every page (`app/routes.ts`). Suspense boundaries hydrate one after another,
 * outside in, so when the page's own effect runs the layouts around it are hydrated too.
 */
export function FirstPageMark() {
  useEffect(() => firstPageShown?.(), []);
  return null;
}
