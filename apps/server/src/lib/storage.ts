import { promises as fs } from 'node:fs';
import path from 'node:path';

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
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    url(key) {
      return `${publicPrefix}/${key}`;
    },
  };
}
