import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** An uploaded file of a multipart body, read into memory (images are small and re-encoded). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * Multipart bodies (spec §5) become plain objects like JSON ones, so one zod schema validates
 * both: fields are strings, files are UploadedFile, and `name[]` fields become arrays under `name`.
 */
async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 200, fieldSize: 100 * 1024 },
    async onFile(part) {
      const data = await part.toBuffer();
      (part as unknown as { value: UploadedFile }).value = {
        filename: part.filename,
        mimetype: part.mimetype,
        data,
      };
    },
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
    request.body = normalizeArrayFields(request.body as Record<string, unknown>);
  });
}

export function normalizeArrayFields(body: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key.endsWith('[]')) result[key.slice(0, -2)] = Array.isArray(value) ? value : [value];
    else result[key] = value;
  }
  return result;
}

export default fp(multipartPlugin, { name: 'multipart' });
