import { cacheLookups } from './metrics.ts';

/**
 * A small in-memory cache whose entries live `ttlMs` and of which at most `max` are kept (the
 * oldest written goes first). For values that may be a few seconds stale, such as a list's total.
 * A named cache counts its hits and misses in the metrics (read-cache.ts counts its own).
 */
export function createTtlCache<V>(options: {
  ttlMs: number;
  max: number;
  now?: () => number;
  name?: string;
  /** How long past its lifetime an entry may still be `peek`ed, stale (default: not at all). */
  staleMs?: number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; until: number }>();
  const hits = options.name ? cacheLookups.labels(options.name, 'hit') : undefined;
  const misses = options.name ? cacheLookups.labels(options.name, 'miss') : undefined;
  const staleMs = options.staleMs ?? 0;
  /** The entry, fresh or still within its stale time; an older one is forgotten. */
  const peek = (key: string): { value: V; fresh: boolean } | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const at = now();
    if (entry.until > at) return { value: entry.value, fresh: true };
    if (entry.until + staleMs > at) return { value: entry.value, fresh: false };
    entries.delete(key);
    return undefined;
  };
  const fresh = (key: string): V | undefined => {
    const entry = peek(key);
    return entry?.fresh ? entry.value : undefined;
  };
  return {
    get(key: string): V | undefined {
      const value = fresh(key);
      (value === undefined ? misses : hits)?.inc();
      return value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, { value, until: now() + options.ttlMs });
      if (entries.size > options.max) entries.delete(entries.keys().next().value as string);
    },
    /** The entry whether fresh or stale (see `staleMs`), uncounted in the metrics. */
    peek,
    /** Changes a live entry's value; it still expires when it would have. */
    replace(key: string, value: V) {
      const entry = entries.get(key);
      if (entry) entry.value = value;
    },
    /** Changes every entry's value (stale ones too); each still expires when it would have. */
    replaceAll(change: (value: V) => V) {
      for (const entry of entries.values()) entry.value = change(entry.value);
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
