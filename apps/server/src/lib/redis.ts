import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A Redis client that never takes the process down: errors are logged (once per outage), commands
 * fail fast while Redis is away instead of queueing, a command Redis does not answer within
 * `COMMAND_TIMEOUT_MS` fails (a hung server holds no request: sign-outs and rate limits wait on
 * Redis), and it reconnects on its own.
 *
 * `subscriber: true` is for a pub/sub subscriber: its (un)subscribe commands wait for the
 * connection instead of failing (ioredis subscribes again by itself after a reconnect).
 */
const COMMAND_TIMEOUT_MS = 1000;

export function createRedis(
  url: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  options: { subscriber?: boolean } = {},
) {
  const client = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: Boolean(options.subscriber),
    maxRetriesPerRequest: options.subscriber ? null : 1,
    commandTimeout: options.subscriber ? undefined : COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let down = false;
  client.on('error', (error) => {
    if (!down) log.warn({ err: error }, 'Redis is unavailable; carrying on without it');
    down = true;
  });
  client.on('ready', () => {
    if (down) log.info('Redis is back');
    down = false;
  });
  return client;
}

/**
 * Resolves once the client is connected, or its first attempt failed, or after `timeoutMs`: a
 * starting instance counts its first requests in Redis when Redis is there, and is not held up
 * when it is not.
 */
export function firstConnection(client: Redis, timeoutMs = 3000): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    client.once('ready', done);
    client.once('error', done);
  });
}
