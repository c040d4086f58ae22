import { writeBehindMetrics } from './metrics.ts';

/**
 * Writes that need not hold up an answer (searches to remember, views to count) are queued here
 * and written together: after `everyMs`, or at once when `max` are waiting, one batch at a time and
 * in order. `flush()` writes what is queued now (a read that must see it calls it first); a failed
 * batch is reported and dropped, never retried in a loop. A crash loses at most the last batch.
 */
export interface WriteBehind<T> {
  add(item: T): void;
  /** The items queued and not yet handed to `write`. */
  pending(): readonly T[];
  flush(): Promise<void>;
}

export function createWriteBehind<T>(options: {
  /** The queue's name in the metrics (its depth and batch write time). */
  name: string;
  write: (items: T[]) => Promise<void>;
  onError: (error: unknown) => void;
  everyMs?: number;
  max?: number;
}): WriteBehind<T> {
  const { everyMs = 1000, max = 500 } = options;
  let queued: T[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  const metrics = writeBehindMetrics(options.name);

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = queued;
    queued = [];
    if (batch.length > 0) {
      metrics.taken(batch.length);
      writing = writing.then(() => metrics.timeWrite(options.write(batch)).catch(options.onError));
    }
    return writing;
  };

  return {
    add(item) {
      queued.push(item);
      metrics.added();
      if (queued.length >= max) void flush();
      else timer ??= setTimeout(() => void flush(), everyMs).unref();
    },
    pending: () => queued,
    flush,
  };
}
