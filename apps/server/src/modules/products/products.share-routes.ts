import fs from 'node:fs';
import path from 'node:path';
import { idParamSchema } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { canViewProduct } from './products.policy.ts';
import { findProduct, listProductImages } from './products.repository.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * `/products/share/{id}`: the link members share. Messengers and search engines read the page
 * without running JavaScript, so the server answers the web app's index.html with the post's Open
 * Graph tags (title, description, first photo, canonical URL); in a browser the app then opens
 * the post. A post the public cannot see gets the plain app (which shows its 404).
 */
export const productShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;
  const indexFile = path.join(config.webDist, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const absolute = (url: string) => new URL(url, config.publicUrl).toString();

  app.get(
    '/products/share/:id',
    { schema: { hide: true, params: idParamSchema } },
    async (request, reply) => {
      if (!indexHtml) throw notFound();
      const product = await findProduct(db, request.params.id);
      let html = indexHtml;
      if (product && canViewProduct(product, null)) {
        const [photo] = await listProductImages(db, product.id);
        const description = product.description.replace(/\s+/g, ' ').trim().slice(0, 160);
        const tags = [
          ['og:type', 'product'],
          ['og:site_name', 'Steelyard'],
          ['og:title', product.title],
          ['og:description', description],
          ['og:url', absolute(`/products/${product.id}`)],
          ...(photo ? [['og:image', absolute(storage.url(photo.path))]] : []),
        ]
          .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`)
          .join('\n    ');
        // Replacer functions: a title holding `$'` or `$&` must not be read as a replacement pattern.
        const title = `<title>${escapeHtml(product.title)} · Steelyard</title>`;
        const head = `    ${tags}\n    <meta name="twitter:card" content="summary_large_image" />\n  </head>`;
        html = html.replace(/<title>[^<]*<\/title>/, () => title).replace('</head>', () => head);
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    },
  );
};
