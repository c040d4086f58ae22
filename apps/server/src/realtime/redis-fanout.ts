import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createRedis } from '../lib/redis.ts';

/** Commands the Socket.IO Redis adapter sends without handling a failure. */
const UNGUARDED_COMMANDS = ['publish', 'psubscribe', 'subscribe', 'punsubscribe', 'unsubscribe'] as const;

/**
 * The adapter calls `publish` and (un)subscribe without catching: while Redis is away each call
 * is a rejected promise nobody handles, which ends a Node process. This turns every such failure
 * into a logged, counted miss; the local part of a broadcast goes on regardless.
 */
function guardCommands(client: Redis, onFailure: (error: unknown) => void) {
  const target = client as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of UNGUARDED_COMMANDS) {
    const original = target[name]!.bind(client);
    target[name] = (...args: unknown[]) => {
      const result = original(...args);
      if (result instanceof Promise) return result.catch((error: unknown) => (onFailure(error), 0));
      return result;
    };
  }
}

export interface RedisFanout {
  adapter: ReturnType<typeof createAdapter>;
  /** Called when the subscriber is ready again after an outage (cross-instance events were lost). */
  onRecovered(listener: () => void): void;
  close(): Promise<void>;
}

/**
 * Cross-instance fan-out through Redis pub/sub (Socket.IO's Redis adapter) that survives Redis
 * going away: while it is down each instance keeps serving its own clients, and when it returns
 * the subscriber subscribes again by itself and publishing resumes.
 */
export function createRedisFanout(url: string, key: string, log: FastifyBaseLogger): RedisFanout {
  const pub = createRedis(url, log);
  const sub = createRedis(url, log, { subscriber: true });
  let missed = 0;
  const onFailure = (error: unknown) => {
    if (missed++ === 0) log.warn({ err: error }, 'Real-time events are not reaching other instances');
  };
  guardCommands(pub, onFailure);
  guardCommands(sub, onFailure);

  const listeners: Array<() => void> = [];
  let wasDown = false;
  sub.on('close', () => void (wasDown = true));
  sub.on('ready', () => {
    if (!wasDown) return;
    wasDown = false;
    if (missed) log.info({ missed }, 'Real-time fan-out is back; events missed while Redis was away');
    missed = 0;
    for (const listener of listeners) listener();
  });

  return {
    adapter: createAdapter(pub, sub, { key }),
    onRecovered: (listener) => void listeners.push(listener),
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
