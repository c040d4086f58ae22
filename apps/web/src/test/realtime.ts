/**
 * The member's real-time socket in the web tests: `socket.io-client` is replaced (setup.ts) by
 * this stand-in, which connects at once and hears what a test sends with `emitRealtime`, as if
 * the server's emitter had sent it.
 */
import type { RealtimeEventMap, RealtimeEventName } from '@steelyard/contracts';

type Listener = (...args: unknown[]) => void;

class TestSocket {
  private readonly listeners = new Map<string, Listener[]>();
  disconnected = false;
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    if (event === 'connect') queueMicrotask(() => listener());
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  connect() {
    this.disconnected = false;
    return this;
  }
  close() {
    this.disconnected = true;
    sockets.delete(this);
    return this;
  }
}

const sockets = new Set<TestSocket>();

/** `io()` of socket.io-client. */
export function io(): TestSocket {
  const socket = new TestSocket();
  sockets.add(socket);
  return socket;
}

/** Whether a member's socket is open (the app connects it after the first screen). */
export const isRealtimeConnected = () => sockets.size > 0;

/** Sends a server event to every open socket. */
export function emitRealtime<E extends RealtimeEventName>(event: E, payload: RealtimeEventMap[E]): void {
  for (const socket of sockets) socket.fire(event, payload);
}
