import {
  REALTIME_EVENTS,
  REALTIME_PATH,
  REALTIME_REFUSALS,
  REALTIME_RESYNC_EVENT,
  type RealtimeEventMap,
  type RealtimeEventName,
} from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import { Server } from 'socket.io';
import { SESSION_COOKIE } from '../http/session.ts';
import { realtimeConnections, realtimeDeliveries } from '../lib/metrics.ts';
import { findLiveSession, findSignedInSessionIds, hashSessionToken } from '../http/session-store.ts';
import { createRedisFanout, type RedisFanout } from './redis-fanout.ts';

/** Server → client events: the domain events and the resync request. Clients send none. */
type ServerEvents = { [E in RealtimeEventName]: (payload: RealtimeEventMap[E]) => void } & {
  [REALTIME_RESYNC_EVENT]: () => void;
};
type ClientEvents = Record<string, never>;

/** What a connection carries after its handshake. */
interface SocketData {
  userId: number;
  sessionId: string;
}

export interface RealtimeGateway {
  io: Server<ClientEvents, ServerEvents, ClientEvents, SocketData>;
  /** Disconnects this instance's sockets whose session has expired or no longer signs anyone in. */
  revalidateSessions(): Promise<number>;
}

export interface GatewayOptions {
  /** How often this instance re-checks its sockets' sessions (expiry, suspension, withdrawal). */
  revalidateEveryMs?: number;
}

const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const REVALIDATE_BATCH = 500;

/**
 * The WebSocket origin must be this site: its own host, or PUBLIC_URL's. A page on another site
 * cannot open a socket with a member's cookie.
 */
function isSameOrigin(request: IncomingMessage, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser page (the native app's own requests, tools)
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === request.headers.host || host === new URL(publicUrl).host;
}

/**
 * The Socket.IO gateway (design §5): `/socket.io` on the app's HTTP server. The handshake is
 * authenticated by the session cookie; each connection joins `user:{id}` (every tab and device
 * of a member) and `session:{id}` (so ending a session disconnects its sockets). Deliveries from
 * `app.realtime` go to the member's room (or to every connection, for a post that changed); with REDIS_URL the Redis adapter carries them to every
 * instance. Clients only listen: no client event is handled.
 */
async function realtimeGateway(app: FastifyInstance, options: GatewayOptions) {
  const { config, db } = app.deps;
  const io = new Server<ClientEvents, ServerEvents, ClientEvents, SocketData>(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    allowRequest: (request, callback) => callback(null, isSameOrigin(request, config.publicUrl)),
  });

  let fanout: RedisFanout | undefined;
  if (config.redisUrl) {
    fanout = createRedisFanout(config.redisUrl, config.realtimeRedisKey, app.log);
    io.adapter(fanout.adapter);
    // Events sent while Redis was away never reached this instance: its clients catch up from the API.
    fanout.onRecovered(() => io.local.emit(REALTIME_RESYNC_EVENT));
  }

  io.use(async (socket, next) => {
    try {
      const token = app.parseCookie(socket.request.headers.cookie ?? '')[SESSION_COOKIE];
      const row = token ? await findLiveSession(db, hashSessionToken(token)) : undefined;
      if (!row?.live_user_id) return next(new Error(REALTIME_REFUSALS.unauthorized));
      socket.data = { userId: row.live_user_id, sessionId: row.session_id };
      next();
    } catch (error) {
      app.log.error({ err: error }, 'real-time handshake failed');
      next(new Error(REALTIME_REFUSALS.unavailable));
    }
  });

  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    realtimeConnections.inc();
    socket.once('disconnect', () => realtimeConnections.dec());
    // Every event this connection is sent, from this instance or through Redis from another.
    socket.onAnyOutgoing((event: string) => realtimeDeliveries.labels(event).inc());
  });

  const known = new Set<string>(REALTIME_EVENTS);
  const unsubscribe = app.realtime.subscribe(({ userId, event, payload }) => {
    if (!known.has(event)) return;
    // One event name at a time: the map's union of tuples cannot be spread in one call.
    const to = userId === null ? io : io.to(userRoom(userId));
    (to.emit as (name: string, body: unknown) => boolean)(event, payload);
  });

  // Logging out (or signing in over a session) disconnects that session's sockets on every instance.
  app.sessions.onEnd(({ sessionId }) => io.in(sessionRoom(sessionId)).disconnectSockets(true));

  async function revalidateSessions(): Promise<number> {
    const sockets = [...io.of('/').sockets.values()];
    let disconnected = 0;
    for (let start = 0; start < sockets.length; start += REVALIDATE_BATCH) {
      const batch = sockets.slice(start, start + REVALIDATE_BATCH);
      const ids = [...new Set(batch.map((socket) => socket.data.sessionId))];
      const live = await findSignedInSessionIds(db, ids);
      for (const socket of batch) {
        if (live.has(socket.data.sessionId)) continue;
        socket.disconnect(true);
        disconnected++;
      }
    }
    return disconnected;
  }

  const timer = setInterval(
    () => {
      revalidateSessions().catch((error) => app.log.error({ err: error }, 'real-time revalidation failed'));
    },
    options.revalidateEveryMs ?? 5 * 60_000,
  );
  timer.unref();

  app.decorate('realtimeGateway', { io, revalidateSessions } satisfies RealtimeGateway);

  app.addHook('preClose', async () => {
    clearInterval(timer);
    unsubscribe();
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    await fanout?.close();
  });
}

export default fp(realtimeGateway, {
  name: 'realtime-gateway',
  dependencies: ['@fastify/cookie', 'session'],
});
