import type { FastifyBaseLogger } from 'fastify';
import { createRedis } from './redis.ts';

/**
 * Tells every instance that something it may keep in memory has changed (the settings, …):
 * `publish('settings')` runs this instance's listeners at once and, with Redis, every other
 * instance's through a pub/sub channel. Redis delivers at most once, so after an outage each
 * instance runs all its listeners (it may have missed a change); caches built on this should
 * still expire on their own as a last resort.
 */
export interface InvalidationBus {
  publish(topic: string): void;
  subscribe(topic: string, listener: () => void): void;
  close(): Promise<void>;
}

export function createInvalidationBus(options: {
  redisUrl?: string;
  channel: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}): InvalidationBus {
  const listeners = new Map<string, Set<() => void>>();
  const run = (topic: string) => listeners.get(topic)?.forEach((listener) => listener());
  const subscribe = (topic: string, listener: () => void) => {
    listeners.set(topic, (listeners.get(topic) ?? new Set()).add(listener));
  };
  if (!options.redisUrl) return { publish: run, subscribe, close: async () => undefined };

  const publisher = createRedis(options.redisUrl, options.log);
  const subscriber = createRedis(options.redisUrl, options.log, { subscriber: true });
  let missedSome = false;
  subscriber.on('error', () => (missedSome = true));
  subscriber.on('ready', () => {
    if (missedSome) [...listeners.keys()].forEach(run);
    missedSome = false;
  });
  subscriber.on('message', (_channel: string, topic: string) => run(topic));
  subscriber.subscribe(options.channel).catch(() => undefined);
  return {
    publish(topic) {
      run(topic);
      publisher.publish(options.channel, topic).catch(() => undefined);
    },
    subscribe,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
