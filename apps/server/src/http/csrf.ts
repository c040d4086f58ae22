import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_PATH, noContentSchema } from '@steelyard/contracts';
import { csrfMismatch } from './errors.ts';
import type { Session } from './session.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * OWASP's signed double-submit token: a nonce and an HMAC of the session id with it, keyed by
 * the session's own secret. A token from another session, or one forged without the secret,
 * does not verify; the cookie must also equal the header.
 */
export function issueCsrfToken(session: Session): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(session, nonce)}`;
}

function sign(session: Session, nonce: string) {
  return createHmac('sha256', session.csrfSecret).update(`${session.id}!${nonce}`).digest('base64url');
}

export function verifyCsrfToken(session: Session, token: string): boolean {
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(sign(session, nonce));
  const actual = Buffer.from(mac);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on the rare route a third party posts to (an OAuth form post). */
    csrf?: boolean;
  }
}

async function csrfPlugin(app: FastifyInstance) {
  app.decorateReply('issueCsrfCookie', function () {
    const session = this.request.session;
    if (!session) return this;
    return this.setCookie(CSRF_COOKIE, issueCsrfToken(session), {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: this.request.protocol === 'https',
    });
  });

  app.get(
    CSRF_PATH,
    { schema: { tags: ['session'], response: { 204: noContentSchema } } },
    async (request, reply) => {
      await app.sessions.ensure(request, reply);
      reply.issueCsrfCookie();
      return reply.status(204).send();
    },
  );

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return;
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    const cookie = request.cookies[CSRF_COOKIE];
    const session = request.session;
    if (
      typeof header !== 'string' ||
      !cookie ||
      header !== cookie ||
      !session ||
      !verifyCsrfToken(session, header)
    ) {
      throw csrfMismatch();
    }
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['session'] });
