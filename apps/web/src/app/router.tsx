/**
 * React Router in declarative mode (see the README: the data router cost ~17 KB gzipped more).
 * The app owns its history so that code outside React (the API client's 401 redirect, the boot's
 * /needUpdate check, native deep links) can navigate, and so that every navigation runs in a
 * React transition whose pending state drives the route progress bar: while the next screen's
 * lazy module (or a guard's query) loads, the current screen stays, as with the data router.
 */
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  type ReactNode,
} from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  useLocation,
  useNavigationType,
  type HistoryRouterProps,
} from 'react-router';
import { leaveSiteEntry } from '../state/site-entry.ts';

export type AppHistory = HistoryRouterProps['history'];

/** The browser's history (v5Compat: listeners hear push and replace too, as BrowserRouter does). */
export function createAppHistory(): AppHistory {
  return UNSAFE_createBrowserHistory({ v5Compat: true });
}

/** The same app on an in-memory history starting at `path` (the server's drawing, tests). */
export function createMemoryAppHistory(path: string): AppHistory {
  return UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
}

const TransitionPending = createContext(false);

/** Like BrowserRouter, but on our history and with the navigation transition's pending state. */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        leaveSiteEntry();
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <TransitionPending value={pending}>
      <Router navigator={history} location={state.location} navigationType={state.action}>
        {children}
      </Router>
    </TransitionPending>
  );
}

/* Suspense fallbacks on screen (a first visit, or a boundary that had nothing to show yet). */
let fallbacks = 0;
const fallbackListeners = new Set<() => void>();
const subscribeFallbacks = (listener: () => void) => {
  fallbackListeners.add(listener);
  return () => void fallbackListeners.delete(listener);
};
const anyFallback = () => fallbacks > 0;
function countFallback(delta: number) {
  fallbacks += delta;
  fallbackListeners.forEach((listener) => listener());
}

/** A route Suspense fallback: counts as a pending navigation while it is shown. */
export function RouteFallback({ children = null }: { children?: ReactNode }) {
  useEffect(() => {
    countFallback(1);
    return () => countFallback(-1);
  }, []);
  return children;
}

/** True while a navigation is pending or a route's lazy module / guard is loading. */
export function useNavigationPending(): boolean {
  const transition = useContext(TransitionPending);
  const fallback = useSyncExternalStore(subscribeFallbacks, anyFallback, anyFallback);
  return transition || fallback;
}

/* Scroll positions by history entry, kept for this visit. */
const scrollPositions = new Map<string, number>();

/**
 * What the data router's ScrollRestoration did: a new navigation starts at the top; back and
 * forward return to where that entry was left.
 */
export function ScrollRestoration() {
  const { key } = useLocation();
  const action = useNavigationType();
  const currentKey = useRef(key);
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => scrollPositions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);
  useLayoutEffect(() => {
    currentKey.current = key;
    window.scrollTo(0, action === 'POP' ? (scrollPositions.get(key) ?? 0) : 0);
  }, [key, action]);
  return null;
}
