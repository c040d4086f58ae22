import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

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
 * A body that is not well-formed multipart (no boundary, cut short, a broken part header) is a 400;
 * the plugin's own limits keep their status (413 for a file or too many parts).
 */
async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 200, fieldSize: 100 * 1024 },
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const fields: Array<[string, unknown]> = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const file: UploadedFile = {
            filename: part.filename,
            mimetype: part.mimetype,
            data: await part.toBuffer(),
          };
          fields.push([part.fieldname, file]);
        } else {
          fields.push([part.fieldname, part.value]);
        }
      }
    } catch (error) {
      // Busboy's parse errors carry no status; the plugin's limit errors do.
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status < 500) throw error;
      throw new AppError(400, 'errors.bad_request');
    }
    request.body = collectFields(fields);
  });
}

/** Fields in order; a repeated name or `name[]` becomes an array under `name`. */
function collectFields(fields: Array<[string, unknown]>): Record<string, unknown> {
  const body = new Map<string, unknown>();
  for (const [name, value] of fields) {
    const isList = name.endsWith('[]');
    const key = isList ? name.slice(0, -2) : name;
    const previous = body.get(key);
    if (previous === undefined) body.set(key, isList ? [value] : value);
    else body.set(key, [...(Array.isArray(previous) ? previous : [previous]), value]);
  }
  return Object.fromEntries(body);
}

export default fp(multipartPlugin, { name: 'multipart' });
