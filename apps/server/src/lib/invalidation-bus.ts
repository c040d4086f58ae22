import type { FastifyBaseLogger } from 'fastify';
import { createRedis } from './redis.ts';

/**
 * Tells every instance that something it may keep in memory has changed (the settings, …):
 * `publish('settings')` runs this instance's listeners at once and, with Redis, every other
 * instance's through a pub/sub channel. A `detail` says what of it changed (which posts); a
 * listener that hears none must take it that everything did. Redis delivers at most once, so
 * after an outage each instance runs all its listeners without a detail (it may have missed a
 * change); caches built on this should still expire on their own as a last resort.
 */
export interface InvalidationBus {
  /** Resolves once Redis has passed it on to the other instances (at once without Redis); never rejects. */
  publish(topic: string, detail?: string): Promise<void>;
  subscribe(topic: string, listener: (detail?: string) => void): void;
  close(): Promise<void>;
}

/** One message on the channel: the topic, then its detail after a line break. */
const DETAIL_AFTER = '\n';

export function createInvalidationBus(options: {
  redisUrl?: string;
  channel: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}): InvalidationBus {
  const listeners = new Map<string, Set<(detail?: string) => void>>();
  const run = (topic: string, detail?: string) =>
    listeners.get(topic)?.forEach((listener) => listener(detail));
  const subscribe = (topic: string, listener: (detail?: string) => void) => {
    listeners.set(topic, (listeners.get(topic) ?? new Set()).add(listener));
  };
  if (!options.redisUrl)
    return { publish: async (topic, detail) => run(topic, detail), subscribe, close: async () => undefined };

  const publisher = createRedis(options.redisUrl, options.log);
  const subscriber = createRedis(options.redisUrl, options.log, { subscriber: true });
  let missedSome = false;
  subscriber.on('error', () => (missedSome = true));
  subscriber.on('ready', () => {
    if (missedSome) for (const topic of listeners.keys()) run(topic);
    missedSome = false;
  });
  subscriber.on('message', (_channel: string, message: string) => {
    const at = message.indexOf(DETAIL_AFTER);
    if (at < 0) run(message);
    else run(message.slice(0, at), message.slice(at + 1));
  });
  subscriber.subscribe(options.channel).catch(() => undefined);
  return {
    async publish(topic, detail) {
      run(topic, detail);
      const message = detail === undefined ? topic : `${topic}${DETAIL_AFTER}${detail}`;
      await publisher.publish(options.channel, message).catch(() => undefined);
    },
    subscribe,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
