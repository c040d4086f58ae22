import {
  REALTIME_EVENTS,
  REALTIME_PATH,
  REALTIME_REFUSALS,
  REALTIME_RESYNC_EVENT,
} from '@contracts/realtime.ts';
import type { RealtimeEventMap, RealtimeEventName } from '@steelyard/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { config } from '../config.ts';
import { queryKeys } from './query-keys.ts';
import { dispatchRealtimeEvent } from './realtime.ts';
import { currentUserQuery } from './session.ts';

/** The parts of socket.io-client's `io()` this module uses (tests hand in a fake). */
export type SocketFactory = (
  url: string | undefined,
  options: Partial<ManagerOptions & SocketOptions>,
) => Socket;

/** Events after which the member's profile (unread counts, alarm badge) is fetched again (spec §4). */
const PROFILE_EVENTS: ReadonlySet<RealtimeEventName> = new Set(['alarm-created', 'message-created']);

/** Loads socket.io-client in its own chunk: it never weighs on the first screen. */
const loadSocketFactory = (): Promise<SocketFactory> =>
  import('socket.io-client').then((module) => module.io);

export interface RealtimeConnection {
  close(): void;
}

/**
 * The member's real-time connection (design §5). Every server event goes to the screens through
 * `dispatchRealtimeEvent`; alarm and message events refetch the profile. Events can be missed
 * (a dropped connection, a server restart, Redis away between instances): after a reconnect, or
 * when the server asks (`resync`), the active queries are fetched again so screens catch up from
 * the API.
 */
export function connectRealtime(
  queryClient: QueryClient,
  options: { loadFactory?: () => Promise<SocketFactory>; retryDelayMs?: () => number } = {},
): RealtimeConnection {
  let closed = false;
  let socket: Socket | undefined;
  const catchUp = () => void queryClient.invalidateQueries({ refetchType: 'active' });
  const refetchProfile = () => queryClient.invalidateQueries({ queryKey: queryKeys.session.user() });
  // Spread reconnects after a server restart so the instances are not hit all at once.
  const retryDelayMs = options.retryDelayMs ?? (() => 1000 + Math.random() * 4000);

  (options.loadFactory ?? loadSocketFactory)()
    .then((io) => {
      if (closed) return;
      const connection = io(config.apiBaseUrl || undefined, {
        path: REALTIME_PATH,
        // WebSocket only: long-polling would need sticky sessions behind a load balancer.
        transports: ['websocket'],
        withCredentials: true,
      });
      socket = connection;
      let wasConnected = false;
      connection.on('connect', () => {
        if (wasConnected) catchUp();
        wasConnected = true;
      });
      connection.on(REALTIME_RESYNC_EVENT, catchUp);
      for (const event of REALTIME_EVENTS) {
        connection.on(event, (payload: RealtimeEventMap[typeof event]) => {
          dispatchRealtimeEvent(event, payload);
          if (PROFILE_EVENTS.has(event)) void refetchProfile();
        });
      }
      // Refused or disconnected by the server: the session may have ended. Ask who is signed in;
      // a member still signed in reconnects, a signed-out one is closed by the app shell.
      const recheck = async () => {
        const user = await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 }).catch(() => null);
        if (!user || closed) return;
        setTimeout(() => {
          if (!closed && connection.disconnected) connection.connect();
        }, retryDelayMs());
      };
      connection.on('connect_error', (error: Error) => {
        if (
          error.message === REALTIME_REFUSALS.unauthorized ||
          error.message === REALTIME_REFUSALS.unavailable
        )
          void recheck();
      });
      connection.on('disconnect', (reason: string) => {
        if (reason === 'io server disconnect') void recheck();
      });
    })
    .catch(() => undefined); // the chunk could not load (offline): screens still work from the API

  return {
    close() {
      closed = true;
      socket?.close();
    },
  };
}
