import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** The store cannot take a file now: it is full, read-only or not ours to write (answered 507). */
export class StorageUnavailableError extends Error {
  constructor(readonly code: string) {
    super(`file storage unavailable (${code})`);
  }
}
const UNAVAILABLE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);

/**
 * Where uploaded files live. The disk folder is the default; an S3-compatible store can take its
 * place behind this interface (none is installable on the development machines).
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The public URL the web and the native app load the file from. */
  url(key: string): string;
}

export function createDiskStorage(
  rootDir: string,
  publicPrefix = '/uploads',
): FileStorage & { rootDir: string } {
  const resolve = (key: string) => {
    const full = path.resolve(rootDir, key);
    if (!full.startsWith(path.resolve(rootDir) + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
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
        await fs.writeFile(temporary, body);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true }).catch(() => undefined);
        const code = (error as NodeJS.ErrnoException).code;
        throw code && UNAVAILABLE_CODES.has(code) ? new StorageUnavailableError(code) : error;
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    url(key) {
      return `${publicPrefix}/${key}`;
    },
  };
}
