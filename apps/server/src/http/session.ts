import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CookieSecureSetting, siteCookieOptions } from './cookies.ts';
import type { Db } from '../db/database.ts';
import type { InvalidationBus } from '../lib/invalidation-bus.ts';
import { createReadCache } from '../lib/read-cache.ts';
import { onSessionsChanged, sessionsChanged } from '../lib/session-changes.ts';
import {
  deleteSession,
  findLiveSession,
  hashSessionToken,
  insertSession,
  type LiveSessionRow,
  newSessionToken,
  touchSession,
  updateSessionData,
} from './session-store.ts';

export const SESSION_COOKIE = 'steelyard_session';
const ANONYMOUS_TTL_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;
/** Bus topic: sessions changed; its detail is `session:<id>` for one, else every kept one may have. */
const SESSIONS_CHANGED = 'sessions';

export interface Session {
  /** The stored id: a hash of the cookie's token. */
  id: string;
  userId: number | null;
  csrfSecret: string;
  data: Record<string, unknown>;
}

export interface SessionUser {
  id: number;
  isAdmin: boolean;
}

export interface SessionManager {
  /** Makes sure the request has a session (a visitor gets an anonymous one). */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<Session>;
  /** Starts a fresh session for a user: a new id, so a token known before sign-in is worthless. */
  signIn(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<Session>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  saveData(request: FastifyRequest, data: Record<string, unknown>): Promise<void>;
  /** Calls `listener` after a session is deleted (logout, or replaced at sign-in). */
  onEnd(listener: (ended: { sessionId: string; userId: number | null }) => void): void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on a route that never looks at who is asking (the probes): no session is read. */
    session?: boolean;
  }
}

async function sessionPlugin(
  app: FastifyInstance,
  options: {
    db: Db;
    bus: InvalidationBus;
    ttlDays: number;
    cookieSecure: CookieSecureSetting;
    /** How long a session read is kept in memory; 0 reads it on every request. */
    cacheMs: number;
  },
) {
  const { db, bus } = options;
  const userTtlMs = options.ttlDays * 24 * 60 * 60 * 1000;

  // Sessions read on this instance, kept `cacheMs` so a request does not wait on the database to
  // learn who asks. Every write that changes one says `sessionsChanged` after it commits; this
  // instance drops it at once and the others through the bus.
  const kept = createReadCache<LiveSessionRow | null>({
    name: 'sessions',
    ttlMs: options.cacheMs,
    max: 50_000,
  });
  bus.subscribe(SESSIONS_CHANGED, (detail) =>
    detail?.startsWith('session:') ? kept.drop(detail.slice('session:'.length)) : kept.dropAll(),
  );
  const stopListening = onSessionsChanged(db, (change) =>
    bus.publish(
      SESSIONS_CHANGED,
      'sessionId' in change ? `session:${change.sessionId}` : `user:${change.userId}`,
    ),
  );
  app.addHook('onClose', async () => stopListening());
  const readSession = async (id: string) => (await findLiveSession(db, id)) ?? null;
  const lookUp = (id: string) =>
    options.cacheMs > 0 ? kept.get(id, () => readSession(id)) : readSession(id);

  const cookieOptions = (request: FastifyRequest, maxAgeMs: number) =>
    siteCookieOptions(request, options.cookieSecure, maxAgeMs);

  async function create(request: FastifyRequest, reply: FastifyReply, userId: number | null, data = {}) {
    const token = newSessionToken();
    const id = hashSessionToken(token);
    const ttl = userId ? userTtlMs : ANONYMOUS_TTL_MS;
    const csrfSecret = await insertSession(db, {
      id,
      userId,
      ttlMs: ttl,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      data,
    });
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, ttl));
    const session: Session = { id, userId, csrfSecret, data };
    request.session = session;
    request.user = null;
    return session;
  }

  const endListeners: Array<(ended: { sessionId: string; userId: number | null }) => void> = [];
  const ended = async (session: Session) => {
    await sessionsChanged(db, { sessionId: session.id });
    for (const listener of endListeners) listener({ sessionId: session.id, userId: session.userId });
  };

  const manager: SessionManager = {
    async ensure(request, reply) {
      return request.session ?? create(request, reply, null);
    },
    async signIn(request, reply, userId) {
      const carried = request.session?.data ?? {};
      if (request.session) {
        await deleteSession(db, request.session.id);
        await ended(request.session);
      }
      return create(request, reply, userId, carried);
    },
    async end(request, reply) {
      if (request.session) {
        await deleteSession(db, request.session.id);
        await ended(request.session);
      }
      request.session = null;
      request.user = null;
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
    async saveData(request, data) {
      if (!request.session) return;
      request.session.data = data;
      await updateSessionData(db, request.session.id, data);
      await sessionsChanged(db, { sessionId: request.session.id });
    },
    onEnd(listener) {
      endListeners.push(listener);
    },
  };

  app.decorate('sessions', manager);
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || request.routeOptions.config?.session === false) return;
    const row = await lookUp(hashSessionToken(token));
    if (!row || new Date(row.expires_at).getTime() <= Date.now()) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return;
    }
    request.session = {
      id: row.session_id,
      userId: row.user_id,
      csrfSecret: row.csrf_secret,
      data: row.data,
    };
    // A suspended or withdrawn member's session stays but signs nobody in.
    request.user = row.live_user_id ? { id: row.live_user_id, isAdmin: Boolean(row.is_admin) } : null;
    if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
      const ttlMs = row.user_id ? userTtlMs : ANONYMOUS_TTL_MS;
      await touchSession(db, row.session_id, ttlMs);
      const now = Date.now();
      kept.update(
        row.session_id,
        (seen) => seen && { ...seen, last_seen_at: new Date(now), expires_at: new Date(now + ttlMs) },
      );
    }
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
