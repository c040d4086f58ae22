import { REALTIME_PATH } from '@steelyard/contracts';
import { io, type Socket } from 'socket.io-client';
import type { App } from '../src/app.ts';
import { SESSION_COOKIE } from '../src/http/session.ts';
import type { Agent } from './agent.ts';

/** Starts the app on a loopback port (Socket.IO needs a real server) and returns its base URL. */
export async function listenOnLoopback(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** The Cookie header a browser holding this agent's session would send. */
export function sessionCookieOf(agent: Agent): string {
  const token = agent.cookie(SESSION_COOKIE);
  return token ? `${SESSION_COOKIE}=${encodeURIComponent(token)}` : '';
}

/**
 * A Socket.IO client as the browser opens it (WebSocket, the session cookie), without automatic
 * reconnection so a test sees every disconnect. Resolves once connected; rejects with the
 * server's refusal (`connect_error`).
 */
export function connectSocket(
  baseUrl: string,
  cookie: string,
  options: { origin?: string; reconnection?: boolean } = {},
): Promise<Socket> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (options.origin) headers.origin = options.origin;
  const socket = io(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: options.reconnection ?? false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Records every event a socket receives, and waits for the next one of a name. */
export function recordEvents(socket: Socket) {
  const received: Array<{ event: string; payload: unknown }> = [];
  const waiters: Array<{ event: string; resolve: (payload: unknown) => void }> = [];
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload });
    const index = waiters.findIndex((waiter) => waiter.event === event);
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(payload);
  });
  return {
    received,
    next(event: string, timeoutMs = 5000): Promise<unknown> {
      return new Promise((resolve, reject) => {
        const waiter = {
          event,
          resolve: (payload: unknown) => {
            clearTimeout(timer);
            resolve(payload);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no ${event} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
  };
}

/** Resolves with the reason when the socket is disconnected. */
export function disconnection(socket: Socket, timeoutMs = 5000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Resolves true if the event arrives within `ms`, false otherwise (for "was it lost?" checks). */
export async function arrivesWithin(events: ReturnType<typeof recordEvents>, event: string, ms: number) {
  return events.next(event, ms).then(
    () => true,
    () => false,
  );
}
