import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';

/**
 * A rate limit keyed by something other than the address (an email, a phone number), in the same
 * store as the route limits: shared through Redis when REDIS_URL is set, skipped if Redis is away.
 */
export interface KeyedLimit {
  /** 429 with Retry-After when the key has used up its allowance (counts nothing). */
  check(request: FastifyRequest, key: string): Promise<void>;
  /** Counts one use (e.g. a failed sign-in). */
  hit(request: FastifyRequest, key: string): Promise<void>;
  /** Runs an attempt unless the key is used up; a failed attempt (a throw) counts one use. */
  attempt<T>(request: FastifyRequest, key: string, run: () => Promise<T>): Promise<T>;
  /** Counts one use, then 429 with Retry-After if that went over the allowance. */
  consume(request: FastifyRequest, key: string): Promise<void>;
}

export function createKeyedLimit(
  app: FastifyInstance,
  options: { name: string; max: number; timeWindowMs: number },
): KeyedLimit {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => keys.get(request) ?? request.ip,
  });
  const tooMany = (seconds: number) =>
    new AppError(429, 'errors.too_many_requests', { 'retry-after': String(Math.max(1, seconds)) });

  async function run(request: FastifyRequest, key: string, increment: boolean) {
    keys.set(request, `${options.name}:${key}`);
    return limiter(request, { increment });
  }
  return {
    async check(request, key) {
      const result = await run(request, key, false);
      if (!result.isAllowed && result.remaining <= 0 && result.ttl > 0) throw tooMany(result.ttlInSeconds);
    },
    async hit(request, key) {
      await run(request, key, true);
    },
    async attempt(request, key, attemptRun) {
      await this.check(request, key);
      try {
        return await attemptRun();
      } catch (error) {
        await this.hit(request, key);
        throw error;
      }
    },
    async consume(request, key) {
      const result = await run(request, key, true);
      if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds);
    },
  };
}
