import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';

/**
 * A rate limit keyed by something other than the address (an email, a phone number), in the same
 * store as the route limits: shared through Redis when REDIS_URL is set, in this instance's memory
 * while Redis is away.
 */
export interface KeyedLimit {
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
  return {
    async consume(request, key) {
      keys.set(request, `${options.name}:${key}`);
      const result = await limiter(request, { increment: true });
      if (!result.isAllowed && result.isExceeded)
        throw new AppError(429, 'errors.too_many_requests', {
          'retry-after': String(Math.max(1, result.ttlInSeconds)),
        });
    },
  };
}
