import { CLIENT_TIMING } from '@contracts/limits.ts';
import { sessionStore, STORAGE_KEYS } from '../state/browser-storage.ts';

export interface ReloadGuardDeps {
  now: () => number;
  read: (key: string) => string | null;
  write: (key: string, value: string) => void;
  reload: () => void;
}

const defaultDeps: ReloadGuardDeps = {
  now: () => Date.now(),
  read: (key) => sessionStore.get(key),
  write: (key, value) => sessionStore.set(key, value),
  reload: () => window.location.reload(),
};

/** Failed dynamic imports: Vite's preload error, and the browsers' own wordings for a lost chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * A new deploy removes old chunks: reload once to get the new ones, but at most once per 60 s
 * (spec §8) so a broken deploy cannot loop. Returns whether a reload was started.
 */
export function reloadForChunkError(deps: ReloadGuardDeps = defaultDeps): boolean {
  const last = Number(deps.read(STORAGE_KEYS.chunkReloadAt) ?? 0);
  const now = deps.now();
  if (Number.isFinite(last) && last > 0 && now - last < CLIENT_TIMING.chunkReloadGuardMs) return false;
  deps.write(STORAGE_KEYS.chunkReloadAt, String(now));
  deps.reload();
  return true;
}

/** Vite fires 'vite:preloadError' when a lazy chunk's preload fails. */
export function installChunkReloadGuard(deps: ReloadGuardDeps = defaultDeps): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError(deps)) event.preventDefault();
    // Otherwise the import rejects and the router's error page shows.
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
