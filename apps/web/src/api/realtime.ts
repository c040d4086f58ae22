import type { RealtimeEventMap, RealtimeEventName } from '@steelyard/contracts';
import { useEffect, useRef } from 'react';

type Handler<E extends RealtimeEventName> = (payload: RealtimeEventMap[E]) => void;
const handlers = new Map<RealtimeEventName, Set<Handler<never>>>();

/**
 * Hands a server event to every screen listening for it. The socket connection calls this for
 * each event it receives; screens never talk to the socket themselves.
 */
export function dispatchRealtimeEvent<E extends RealtimeEventName>(
  event: E,
  payload: RealtimeEventMap[E],
): void {
  for (const handler of handlers.get(event) ?? []) (handler as Handler<E>)(payload);
}

/** Subscribes a screen to a server event while it is mounted; the latest handler is always called. */
export function useRealtimeEvent<E extends RealtimeEventName>(event: E, handler: Handler<E>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener: Handler<E> = (payload) => latest.current(payload);
    const set = handlers.get(event) ?? new Set();
    set.add(listener as Handler<never>);
    handlers.set(event, set);
    return () => void set.delete(listener as Handler<never>);
  }, [event]);
}
