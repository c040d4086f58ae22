import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** A CSP source allowing exactly this inline script. */
export const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/** `ws://host` or `wss://host` of an http(s) address ('self' covers it only in newer browsers). */
const webSocketOrigin = (address: string) => {
  const url = new URL(address);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
};

/** Security headers for the API and the web app it serves. */
async function securityPlugin(
  app: FastifyInstance,
  options: {
    /** The site's own address: its WebSocket origin is the only one the pages may open. */
    publicUrl: string;
    /** Other origins pages load images from: map tiles, photos served from a bucket or CDN. */
    imageOrigins?: string[];
    /** The only inline scripts pages may run (a drawn page's, `web-app.ts`). */
    inlineScripts?: string[];
  },
) {
  // Built once: the Fastify wrapper built helmet's middleware (and parsed the CSP) on every request.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScripts ?? []).map(scriptHash)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        connectSrc: ["'self'", webSocketOrigin(options.publicUrl)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The native app's webview and other sites may embed product images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The page a link was tapped on sends its origin (never its path) to other sites, and its
    // whole address within the site: the app tells an in-site document from an entry by it
    // (issue 23 §1, the app-link redirect only for a link from outside).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, over HTTPS only: a browser ignores it over plain HTTP (RFC 6797 §7.2).
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // API answers depend on the session (and hold e-mail addresses and phone numbers): no cache,
    // the browser's or a proxy's, keeps them. A route that may be cached says so itself.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}

export default fp(securityPlugin, { name: 'security' });
