import fs from 'node:fs';
import path from 'node:path';
import { idParamSchema } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/errors.ts';
import { withHead, withNoindex } from '../../http/page-head.ts';
import { productPageHead } from './products.page-head.ts';
import { toProductDetailDto } from './products.presenter.ts';
import { findProduct } from './products.repository.ts';

/**
 * `/products/share/{id}`: the link members share. Messengers and search engines read the page
 * without running JavaScript, so the server answers the web app's index.html with the post's head
 * (`products.page-head.ts`: canonical URL, Open Graph and Twitter tags with the first photo,
 * schema.org JSON-LD); in a browser the app then opens the post. A post the public cannot see
 * answers 404 (hidden, blocked) or 410 (deleted) with `noindex`, and the plain app.
 */
export const productShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;
  const indexFile = path.join(config.webDist, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const base = config.publicUrl.replace(/\/$/, '');

  app.get(
    '/products/share/:id',
    { schema: { hide: true, params: idParamSchema } },
    async (request, reply) => {
      if (!indexHtml) throw notFound();
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      const parts = await app.productPages
        .show(request.params.id, { userId: null, viewerKey: null })
        .catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404) return null;
          throw error;
        });
      if (!parts) {
        const row = await findProduct(db, request.params.id);
        return reply
          .status(row?.deleted_at ? 410 : 404)
          .header('x-robots-tag', 'noindex')
          .send(withNoindex(indexHtml));
      }
      const head = productPageHead(toProductDetailDto(parts, storage), base, request.ctx.language);
      return reply.send(withHead(indexHtml, head));
    },
  );
};
