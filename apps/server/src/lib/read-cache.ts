import { cacheLookups } from './metrics.ts';
import { createTtlCache } from './ttl-cache.ts';

/**
 * A read cache: answers kept in memory for reads that many requests share (a visitor's first page
 * of a list, a post's page as visitors see it). The first request for a key reads, those asking at
 * once share that read (request coalescing), and the ones after get the cached answer until it is
 * dropped or `ttlMs` passes.
 *
 * Whoever keeps answers here drops them when what they were read from changes: `drop(key)` for
 * one, `dropAll()` for every one, or `update(key, change)` (`updateAll(change)`) when the change
 * itself says what the answer becomes. A read still under way when its key changes is not kept
 * (what it read may be older than the change); it still answers the requests that were waiting.
 */
export interface ReadCache<V> {
  get(key: string, read: () => Promise<V>): Promise<V>;
  /** Applies a change to the kept answer, if any; it expires when it would have. */
  update(key: string, change: (value: V) => V): void;
  /** Applies a change to every kept answer (one that does not concern an answer returns it as it is). */
  updateAll(change: (value: V) => V): void;
  drop(key: string): void;
  dropAll(): void;
}

/**
 * `name`: the cache's name in the metrics, which count a kept or shared answer as a hit.
 * `staleMs`: stale-while-revalidate. For that long past `ttlMs` a kept answer is still given at
 * once while one read in the background replaces it, so no request waits on an expired answer.
 * A dropped answer is never given stale: drops are what writes say.
 */
export function createReadCache<V>(options: {
  name: string;
  ttlMs: number;
  max: number;
  staleMs?: number;
  now?: () => number;
}): ReadCache<V> {
  const kept = createTtlCache<V>({
    ttlMs: options.ttlMs,
    max: options.max,
    staleMs: options.staleMs,
    now: options.now,
  });
  const reading = new Map<string, Promise<V>>();
  const hits = cacheLookups.labels(options.name, 'hit');
  const misses = cacheLookups.labels(options.name, 'miss');
  const startRead = (key: string, read: () => Promise<V>) => {
    const fresh = read();
    reading.set(key, fresh);
    fresh.then(
      (value) => {
        if (reading.get(key) !== fresh) return;
        reading.delete(key);
        kept.set(key, value);
      },
      () => void (reading.get(key) === fresh && reading.delete(key)),
    );
    return fresh;
  };
  return {
    get(key, read) {
      const answer = kept.peek(key);
      if (answer?.fresh) return (hits.inc(), Promise.resolve(answer.value));
      const shared = reading.get(key);
      if (answer) {
        // Stale: given at once; one read (this one or one under way) replaces it.
        if (!shared) startRead(key, read);
        return (hits.inc(), Promise.resolve(answer.value));
      }
      if (shared) return (hits.inc(), shared);
      misses.inc();
      return startRead(key, read);
    },
    update(key, change) {
      reading.delete(key);
      const answer = kept.peek(key);
      if (answer !== undefined) kept.replace(key, change(answer.value));
    },
    updateAll(change) {
      reading.clear();
      kept.replaceAll(change);
    },
    drop(key) {
      kept.delete(key);
      reading.delete(key);
    },
    dropAll() {
      kept.clear();
      reading.clear();
    },
  };
}

/**
 * One `ReadCache` per owner object (a database handle: each test's database, each transaction,
 * which so reads fresh), made on first use and gone with its owner.
 */
export function readCachePer<O extends object, V>(options: {
  name: string;
  ttlMs: number;
  max: number;
}): (owner: O) => ReadCache<V> {
  const byOwner = new WeakMap<O, ReadCache<V>>();
  return (owner) => {
    let reads = byOwner.get(owner);
    if (!reads) byOwner.set(owner, (reads = createReadCache<V>(options)));
    return reads;
  };
}
