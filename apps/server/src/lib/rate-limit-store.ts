import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;

/** The store interface of @fastify/rate-limit (its `incr`, `read` and per-route `child`). */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: object): RateLimitStore;
}
/** What the plugin hands a store's constructor (its global settings). */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}
export type RateLimitStoreClass = new (params: StoreParams) => RateLimitStore;

// The plugin's own two stores (CommonJS files without types), so counting works exactly as its own.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => RateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => RateLimitStore;

/** Counts in Redis; while Redis is away (not connected, or a command fails), in local memory. */
class FallbackStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.count('read', key, callback, timeWindow, max);
  }

  child(routeOptions: object): RateLimitStore {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }

  private count(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    if (this.redis.status !== 'ready') return this.local[method](key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) =>
        error ? this.local[method](key, callback, timeWindow, max) : callback(null, result),
      timeWindow,
      max,
    );
  }
}

/** Counts in this instance's memory. */
class MemoryStore extends LocalStore {
  constructor(params: StoreParams) {
    super(Boolean(params.continueExceeding), Boolean(params.exponentialBackoff), params.cache);
  }
}

/**
 * The rate-limit store (a constructor, as @fastify/rate-limit takes it). Without Redis, this
 * instance's memory. With Redis, counts shared by every instance, and each instance's own memory
 * while Redis is away, so the limits hold (per instance) through an outage instead of switching
 * off. Counts made in memory are forgotten when Redis returns.
 */
export function rateLimitStore(redis: Redis | undefined, nameSpace: string): RateLimitStoreClass {
  if (!redis) return MemoryStore;
  const client = redis;
  return class SharedStore extends FallbackStore {
    constructor(params: StoreParams) {
      super(
        client,
        new RedisStore(
          Boolean(params.continueExceeding),
          Boolean(params.exponentialBackoff),
          client,
          nameSpace,
        ),
        new MemoryStore(params),
      );
    }
  };
}
