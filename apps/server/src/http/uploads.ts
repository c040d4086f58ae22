import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  isPrivateKey,
  isSafeKey,
  PUBLIC_CACHE_CONTROL,
  type FileStorage,
  type StoredFile,
} from '../lib/storage.ts';
import { notFound } from './errors.ts';

/**
 * `GET /uploads/{key}`: a public photo streamed from the file storage (the disk, or a bucket when no
 * `S3_PUBLIC_URL` serves them), cached a year since a key is never rewritten. Private keys
 * (`private/…`, service drawings) are never answered here, whatever the storage: only a route that
 * checked the reader streams them.
 */
export function serveUploads(app: FastifyInstance, storage: FileStorage) {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isSafeKey(key) && !isPrivateKey(key) ? await storage.read(key) : null;
    if (!file) throw notFound();
    return reply
      .type(file.contentType)
      .header('content-length', file.size)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .send(file.body);
  });
}

/**
 * A private photo a route checked the reader of (an inquiry's, a private upload's), streamed as it
 * is: the reader's browser keeps it a day, no shared cache may.
 */
export const sendPrivatePhoto = (reply: FastifyReply, file: StoredFile) =>
  reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('cache-control', 'private, max-age=86400')
    // Fastify serializes only objects: the stream goes out as it is (the schema documents a string).
    .send(file.body as unknown as string);
