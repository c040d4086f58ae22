import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { UPLOADED_BODY, type UploadedBody } from '@steelyard/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { asStorageFailure, StorageUnavailableError } from '../lib/storage.ts';
import { AppError } from './errors.ts';

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The first bytes of a file kept in memory: enough to tell any format (file-formats.ts reads 84). */
const HEAD_BYTES = 4096;

/** An uploaded file of a multipart body: its bytes in a temporary file (see UploadedBody). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: UploadedBody;
}

/** The uploaded file's bytes, in memory: for the image pipeline, which re-encodes them whole. */
export const uploadedBytes = (body: UploadedBody) => fs.readFile(body.path);
/** The uploaded file's bytes, streamed (into the file storage). */
export const uploadedStream = (body: UploadedBody) => createReadStream(body.path);

/**
 * Multipart bodies (spec §5) become plain objects like JSON ones, so one zod schema validates
 * both: fields are strings, files are UploadedFile, and `name[]` fields become arrays under `name`.
 * A file is streamed to a temporary file in `tmpDir` as it arrives, never held whole in memory,
 * and the request's temporary files are removed once it is answered (or its connection closes).
 * A body that is not well-formed multipart (no boundary, cut short, a broken part header) is a 400;
 * the plugin's own limits keep their status (413 for a file or too many parts).
 */
async function multipartPlugin(app: FastifyInstance, options: { tmpDir: string }) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 200, fieldSize: 100 * 1024 },
  });

  app.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    const fields: Array<[string, unknown]> = [];
    const folder = requestFolder(options.tmpDir, reply);
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await spool(part, path.join(await folder(), String(fields.length)));
          const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data };
          fields.push([part.fieldname, file]);
        } else {
          fields.push([part.fieldname, part.value]);
        }
      }
    } catch (error) {
      // A temporary folder that cannot take the file (full, read-only): 507, as for the store.
      const failure = asStorageFailure(error);
      if (failure instanceof StorageUnavailableError) throw failure;
      // Busboy's parse errors carry no status; the plugin's limit errors do.
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status < 500) throw error;
      throw new AppError(400, 'errors.bad_request');
    }
    request.body = collectFields(fields);
  });
}

/** The request's own temporary folder, made on its first file and removed when the answer is done. */
function requestFolder(tmpDir: string, reply: FastifyReply) {
  let made: Promise<string> | undefined;
  return () => {
    made ??= fs.mkdtemp(path.join(tmpDir, 'steelyard-upload-')).then((folder) => {
      const remove = () => void fs.rm(folder, { recursive: true, force: true }).catch(() => undefined);
      if (reply.raw.closed) remove();
      else reply.raw.once('close', remove);
      return folder;
    });
    return made;
  };
}

/**
 * Streams a file part to `file`, counting its size and keeping its first bytes. Over the size
 * limit the part is cut short: 413, and the partial file goes with the request's folder.
 */
async function spool(part: MultipartFile, file: string): Promise<UploadedBody> {
  const head: Buffer[] = [];
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(part.file, measure, createWriteStream(file));
  if (part.file.truncated) throw new AppError(413, 'errors.payload_too_large');
  return { [UPLOADED_BODY]: true, path: file, size, head: Buffer.concat(head) };
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
