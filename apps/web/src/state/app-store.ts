import { useSyncExternalStore } from 'react';
import { safeRedirect } from '@contracts/redirects.ts';
import type { CategoryDto, CityDto, Language, MannerDto, PromotionDto } from '@steelyard/contracts';
import { localStore, sessionStore, STORAGE_KEYS } from './browser-storage.ts';

/** A popup that waits for the member's OK (spec §8: 'Confirmation needed', success, preparing). */
export type PopMessage =
  { kind: 'confirmNeeded'; message: string } | { kind: 'success' } | { kind: 'preparing' };

/** A short notice that needs no answer ('Link copied', 'Saved'): a toast, not a popup. */
export interface Toast {
  id: number;
  message: string;
}

export interface LocationParts {
  country?: string;
  city?: string;
  county?: string;
  town?: string;
  village?: string;
}

/** The client state of spec §3. Server data is cached by TanStack Query; boot copies lists here. */
export interface AppState {
  popMessage: PopMessage | null;
  toast: Toast | null;
  /** Number of requests that turn the loading indicator on; the flag is `pending > 0`. */
  pending: number;
  /** Where a visitor sent to sign in was going; kept for the tab's session, so a reload of /login keeps it. */
  intendedUrl: string | null;
  /** The member signed out or withdrew here: a guarded page they were on goes home, not to sign-in. */
  signedOut: boolean;
  country: string | null;
  serverCountry: string | null;
  pushToken: string | null;
  os: 'ios' | 'android' | null;
  version: string | null;
  isWebview: boolean;
  closeTodayDate: string | null;
  categories: { product: CategoryDto[]; notice: CategoryDto[]; faq: CategoryDto[] };
  cities: CityDto[];
  manners: { good: MannerDto[]; bad: MannerDto[] };
  promotions: PromotionDto[];
  coords: { x: number; y: number } | null;
  location: LocationParts | null;
  /** min_price_for_show from /api/settings. */
  price: number | null;
  /** The visitor tried to leave the app (back on the first screen): the ending popup may show. */
  tryLeave: boolean;
  language: Language;
}

type Listener = () => void;

/** Values kept in localStorage, with the key each one is stored under. */
const PERSISTED = {
  country: STORAGE_KEYS.country,
  serverCountry: STORAGE_KEYS.serverCountry,
  pushToken: STORAGE_KEYS.pushToken,
  os: STORAGE_KEYS.os,
  version: STORAGE_KEYS.version,
  closeTodayDate: STORAGE_KEYS.closeTodayDate,
} as const satisfies Partial<Record<keyof AppState, string>>;

/** Reads a stored value (browser storage; nothing on the server). */
type StoredValue = (key: string) => string | null;
const nothingStored: StoredValue = () => null;

export function initialAppState(
  language: Language = 'ko',
  stored: StoredValue = localStore.get,
  storedForTab: StoredValue = sessionStore.get,
): AppState {
  const os = stored(STORAGE_KEYS.os);
  return {
    popMessage: null,
    toast: null,
    pending: 0,
    intendedUrl: storedForTab(STORAGE_KEYS.intendedUrl),
    signedOut: false,
    country: stored(STORAGE_KEYS.country),
    serverCountry: stored(STORAGE_KEYS.serverCountry),
    pushToken: stored(STORAGE_KEYS.pushToken),
    os: os === 'ios' || os === 'android' ? os : null,
    version: stored(STORAGE_KEYS.version),
    isWebview: stored(STORAGE_KEYS.webview) === '1',
    closeTodayDate: stored(STORAGE_KEYS.closeTodayDate),
    categories: { product: [], notice: [], faq: [] },
    cities: [],
    manners: { good: [], bad: [] },
    promotions: [],
    coords: null,
    location: null,
    price: null,
    tryLeave: false,
    language,
  };
}

export interface AppStore {
  getState(): AppState;
  setState(patch: Partial<AppState> | ((state: AppState) => Partial<AppState>)): void;
  subscribe(listener: Listener): () => void;
}

/** A tiny external store (useSyncExternalStore); persisted fields are written through to localStorage. */
export function createAppStore(initial: AppState = initialAppState()): AppStore {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    setState(patch) {
      const next = typeof patch === 'function' ? patch(state) : patch;
      state = { ...state, ...next };
      for (const [field, key] of Object.entries(PERSISTED) as [keyof typeof PERSISTED, string][]) {
        if (field in next) localStore.set(key, state[field]);
      }
      if ('isWebview' in next) localStore.set(STORAGE_KEYS.webview, state.isWebview ? '1' : null);
      if ('intendedUrl' in next) sessionStore.set(STORAGE_KEYS.intendedUrl, state.intendedUrl);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one store. Tests create their own with createAppStore(). */
export const appStore = createAppStore();

/**
 * The state the server draws with (it has no browser storage), and the one the app hydrates the
 * server's markup with before it draws its own (see `hydration.ts`).
 */
const serverState = initialAppState('ko', nothingStored, nothingStored);

export function useAppState<T>(select: (state: AppState) => T, store: AppStore = appStore): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(serverState),
  );
}

export const selectIsLoading = (state: AppState) => state.pending > 0;

export function showPop(message: PopMessage, store: AppStore = appStore) {
  store.setState({ popMessage: message });
}

let toastCount = 0;

/** Shows a short notice for a few seconds (ui/toast.tsx); a newer one replaces it. */
export function showToast(message: string, store: AppStore = appStore) {
  store.setState({ toast: { id: ++toastCount, message } });
}

/** Where to go after signing in: the saved intended URL (once), else the given default. */
export function takeIntendedUrl(store: AppStore, fallback: string): string {
  const target = store.getState().intendedUrl;
  store.setState({ intendedUrl: null });
  return safeRedirect(target, fallback);
}
