import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics. A process is one instance, so the metrics are the process's
 * (as prom-client's own default registry is): the pieces that count (caches, write-behind queues,
 * the database pools, the real-time gateway) record into these whether or not anyone scrapes;
 * `http/metrics.ts` serves them when METRICS_PORT or METRICS_TOKEN is set. Names follow
 * Prometheus' conventions: `steelyard_` prefix, base units (seconds), `_total` for counters.
 */
export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

export const httpRequestDuration = new Histogram({
  name: 'steelyard_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const cacheLookups = new Counter({
  name: 'steelyard_cache_lookups_total',
  help: 'Lookups of in-memory caches by cache and result (hit: answered from memory, or joined a read under way)',
  labelNames: ['cache', 'result'] as const,
  registers,
});

const writeBehindQueued = new Gauge({
  name: 'steelyard_write_behind_queued',
  help: 'Items waiting in a write-behind queue',
  labelNames: ['queue'] as const,
  registers,
});

const writeBehindFlush = new Histogram({
  name: 'steelyard_write_behind_flush_seconds',
  help: 'Time to write one batch of a write-behind queue',
  labelNames: ['queue'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers,
});

/** A write-behind queue's recorders: items queued and written, and each batch's write time. */
export function writeBehindMetrics(queue: string) {
  const queued = writeBehindQueued.labels(queue);
  const flush = writeBehindFlush.labels(queue);
  return {
    added: () => queued.inc(),
    taken: (count: number) => queued.dec(count),
    timeWrite: <T>(write: Promise<T>) => {
      const end = flush.startTimer();
      return write.finally(() => end());
    },
  };
}

export const realtimeConnections = new Gauge({
  name: 'steelyard_realtime_connections',
  help: 'Socket.IO connections open on this instance',
  registers,
});

export const realtimeDeliveries = new Counter({
  name: 'steelyard_realtime_deliveries_total',
  help: "Real-time events sent to this instance's connections, by event",
  labelNames: ['event'] as const,
  registers,
});

const pools = new Set<pg.Pool>();
const poolSum = (count: (pool: pg.Pool) => number) => [...pools].reduce((sum, pool) => sum + count(pool), 0);

new Gauge({
  name: 'steelyard_db_pool_connections',
  help: 'Database pool connections by state (in use: checked out by a query or transaction)',
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.set(
      { state: 'idle' },
      poolSum((pool) => pool.idleCount),
    );
    this.set(
      { state: 'in_use' },
      poolSum((pool) => pool.totalCount - pool.idleCount),
    );
  },
});

new Gauge({
  name: 'steelyard_db_pool_waiting',
  help: 'Queries waiting for a database pool connection',
  registers,
  collect() {
    this.set(poolSum((pool) => pool.waitingCount));
  },
});

const poolWait = new Histogram({
  name: 'steelyard_db_pool_wait_seconds',
  help: 'Time a query waited for a database pool connection',
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers,
});

/**
 * Counts a pool's connections and the waits for them, until `forget` (on close). The wait is
 * timed around `connect()` as Kysely calls it (the promise form).
 */
export function observePool(pool: pg.Pool): { forget(): void } {
  pools.add(pool);
  const connect = pool.connect.bind(pool);
  pool.connect = ((...args: unknown[]) => {
    if (args.length) return (connect as (...a: unknown[]) => unknown)(...args);
    const end = poolWait.startTimer();
    return connect().finally(() => end());
  }) as typeof pool.connect;
  return { forget: () => void pools.delete(pool) };
}

let defaultsStarted = false;

/** Process memory, CPU, event-loop lag, handles and GC (prom-client's defaults), once per process. */
export function startProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
