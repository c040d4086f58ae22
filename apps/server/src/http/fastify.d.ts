/* The one place that augments Fastify's types. */
import 'fastify';
import type { AppDeps } from '../app.ts';
import type { Senders } from '../lib/messaging.ts';
import type { RealtimeEmitter } from '../realtime/emitter.ts';
import type { RequestContext } from './request-context.ts';
import type { Session, SessionManager, SessionUser } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
    deps: AppDeps;
    realtime: RealtimeEmitter;
    /** SMS and email senders (accounts: one-time codes). */
    senders: Senders;
  }
  interface FastifyRequest {
    ctx: RequestContext;
    session: Session | null;
    user: SessionUser | null;
  }
  interface FastifyReply {
    issueCsrfCookie(): FastifyReply;
  }
}
