import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for every text response above 1 KiB (API JSON, the SPA's index.html, the share
 * page). The built assets are compressed once at build time at the highest levels and served as
 * they are (`web-app.ts`, `preCompressed`), so what is compressed here is compressed per request:
 * brotli quality 5 and gzip level 6 cost well under a millisecond for a product list page and keep
 * most of the saving. Request bodies are never decompressed (no client sends them compressed, and
 * inflating them would let a small body grow past the body limit).
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}

export default fp(compressionPlugin, { name: 'compression' });
