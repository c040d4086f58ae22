import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from './errors.ts';

/**
 * Serves uploads and the built web app. Every other GET outside /api answers the SPA's
 * index.html, so deep links (/products/3, /admin/users) load the app, which routes them itself.
 */
async function webAppPlugin(app: FastifyInstance, options: { webDist: string; uploadDir: string }) {
  fs.mkdirSync(options.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });

  const indexFile = path.join(options.webDist, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      // `.br` and `.gz` siblings written at build time (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite's hashed chunks never change; index.html must always be fresh.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`No built web app at ${options.webDist}: run 'npm run build' (the API still works).`);
  }
  const indexHtml = hasWebApp ? fs.readFileSync(indexFile) : null;

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !indexHtml) throw notFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
