import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The store cannot take a file now: it is full, read-only or not ours to write (answered 507). */
export class StorageUnavailableError extends Error {
  constructor(readonly code: string) {
    super(`file storage unavailable (${code})`);
  }
}
const UNAVAILABLE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);

/** A disk error that says no file can be written now, as StorageUnavailableError; any other as it was. */
export function asStorageFailure(error: unknown) {
  const code = (error as NodeJS.ErrnoException).code;
  return code && UNAVAILABLE_CODES.has(code) ? new StorageUnavailableError(code) : error;
}

/**
 * Keys under this prefix are private (service drawings): never served under `/uploads`, never
 * given a public URL; only a route that checked the reader streams them.
 */
export const PRIVATE_PREFIX = 'private/';
export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_PREFIX);

/** Public photos are never rewritten under the same key: caches (a CDN, the browser) keep them a year. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A stored file's bytes, streamed. */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live: the disk folder (the default) or an S3-compatible bucket
 * (`storage-s3.ts`, with `S3_BUCKET`). Keys are relative paths such as `images/2026/11/27/x.webp`.
 */
export interface FileStorage {
  /**
   * Stores a file whole or not at all: a failed write leaves nothing under `key` (a stream must
   * come with its size). A store that cannot take files throws `StorageUnavailableError`.
   */
  put(key: string, body: Buffer | Readable, options: { contentType: string; size?: number }): Promise<void>;
  /** The file, streamed; null when nothing is stored under `key`. */
  read(key: string): Promise<StoredFile | null>;
  /** The stored size in bytes; null when nothing is stored under `key`. */
  size(key: string): Promise<number | null>;
  /** Removes the file; one already gone is not an error. */
  remove(key: string): Promise<void>;
  /** The public URL the web and the native app load a public file from. */
  url(key: string): string;
  /** Throws unless the store answers now (a bucket checked by /readyz); absent, it is always there. */
  ping?(): Promise<void>;
}

/** The content type of a file kept on disk, told by its name (the disk keeps no types). */
const TYPES_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};
export const contentTypeOf = (key: string) =>
  TYPES_BY_EXTENSION[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** False for a key that could leave the store's root or names something odd (`..`, absolute, empty parts, `\\`). */
export const isSafeKey = (key: string) =>
  key !== '' &&
  !key.includes('\\') &&
  key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

export function checkKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export function createDiskStorage(
  rootDir: string,
  publicPrefix = '/uploads',
): FileStorage & { rootDir: string } {
  const resolve = (key: string) => {
    const full = path.resolve(rootDir, checkKey(key));
    if (!full.startsWith(path.resolve(rootDir) + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  const statOf = async (key: string) => {
    try {
      const stat = await fs.stat(resolve(key));
      return stat.isFile() ? stat : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    rootDir,
    // Written under a temporary name and renamed when complete, so a reader never sees half a
    // file; whatever was written of it is removed when the write fails.
    async put(key, body) {
      const file = resolve(key);
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        if (Buffer.isBuffer(body)) await fs.writeFile(temporary, body);
        else await pipeline(body, createWriteStream(temporary));
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true }).catch(() => undefined);
        throw asStorageFailure(error);
      }
    },
    async read(key) {
      const stat = await statOf(key);
      if (!stat) return null;
      return { body: createReadStream(resolve(key)), size: stat.size, contentType: contentTypeOf(key) };
    },
    async size(key) {
      return (await statOf(key))?.size ?? null;
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    url(key) {
      if (isPrivateKey(key)) throw new Error(`A private file has no public URL: ${key}`);
      return `${publicPrefix}/${key}`;
    },
  };
}
