import { describe, expect, it, vi } from 'vitest';
import {
  installChunkReloadGuard,
  isChunkLoadError,
  reloadForChunkError,
  type ReloadGuardDeps,
} from './chunk-reload.ts';

function deps(start: number) {
  const storage = new Map<string, string>();
  let now = start;
  const d: ReloadGuardDeps & { advance: (ms: number) => void } = {
    now: () => now,
    read: (k) => storage.get(k) ?? null,
    write: (k, v) => void storage.set(k, v),
    reload: vi.fn(),
    advance: (ms) => {
      now += ms;
    },
  };
  return d;
}

describe('chunk reload guard', () => {
  it('reloads at most once per 60 seconds', () => {
    const d = deps(1_000_000);
    expect(reloadForChunkError(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
    d.advance(59_000);
    expect(reloadForChunkError(d)).toBe(false);
    expect(d.reload).toHaveBeenCalledTimes(1);
    d.advance(1_000);
    expect(reloadForChunkError(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(2);
  });

  it('handles vite:preloadError by reloading once, then lets the error through', () => {
    const d = deps(5_000_000);
    const stop = installChunkReloadGuard(d);
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(d.reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('recognises lost-chunk errors of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
