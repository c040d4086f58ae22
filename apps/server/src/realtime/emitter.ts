import type { RealtimeEventMap, RealtimeEventName } from '@steelyard/contracts';
import { EventEmitter } from 'node:events';

/** One event addressed to every connection of one member, or of every member (`userId` null). */
export interface RealtimeDelivery<E extends RealtimeEventName = RealtimeEventName> {
  userId: number | null;
  event: E;
  payload: RealtimeEventMap[E];
}

/**
 * Where services send real-time events. Services call `toUser` only after the data behind the
 * event is committed (a client that misses the event catches up from the API). The Socket.IO
 * gateway subscribes and forwards each delivery to the member's room on every instance.
 */
export interface RealtimeEmitter {
  toUser<E extends RealtimeEventName>(userId: number, event: E, payload: RealtimeEventMap[E]): void;
  /** To every connected member on every instance: only for what any reader may know (a post changed). */
  toEveryone<E extends RealtimeEventName>(event: E, payload: RealtimeEventMap[E]): void;
  subscribe(listener: (delivery: RealtimeDelivery) => void): () => void;
}

/** The in-process bus behind `app.realtime`. */
export function createRealtimeEmitter(): RealtimeEmitter {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    toUser(userId, event, payload) {
      bus.emit('delivery', { userId, event, payload });
    },
    toEveryone(event, payload) {
      bus.emit('delivery', { userId: null, event, payload });
    },
    subscribe(listener) {
      bus.on('delivery', listener);
      return () => bus.off('delivery', listener);
    },
  };
}
