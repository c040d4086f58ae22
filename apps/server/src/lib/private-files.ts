import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ServiceFileFormat, UploadedBody } from '@steelyard/contracts';
import { uploadedStream } from '../http/multipart.ts';
import { PRIVATE_PREFIX, type FileStorage } from './storage.ts';

/**
 * Private files (a service request's drawings, a business's proof): put in the file storage under
 * `private/`, never served under `/uploads`, read back only through a route that checks who asks.
 */

/** A checked file: its bytes in the multipart body's temporary file, or in memory (the demo's). */
export interface PrivateFileUpload {
  filename: string;
  format: ServiceFileFormat;
  body: UploadedBody | Buffer;
}
/** A file put in the storage, as its row records it. */
export interface StoredPrivateFile {
  filename: string;
  format: ServiceFileFormat;
  size: number;
  storageKey: string;
}

const bytesOf = (body: UploadedBody | Buffer) => (Buffer.isBuffer(body) ? body : uploadedStream(body));

/**
 * Streams files into the file storage under new private keys (`private/<folder>/…`), all or none:
 * when one cannot be stored, those already stored are removed and the error goes on.
 */
export async function storePrivateFiles(storage: FileStorage, files: PrivateFileUpload[], folder: string) {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
  const stored: StoredPrivateFile[] = files.map((file) => ({
    filename: file.filename,
    format: file.format,
    size: Buffer.isBuffer(file.body) ? file.body.length : file.body.size,
    storageKey: `${PRIVATE_PREFIX}${folder}/${day}/${randomBytes(12).toString('hex')}.${file.format}`,
  }));
  const results = await Promise.allSettled(
    files.map((file, i) =>
      storage.put(stored[i]!.storageKey, bytesOf(file.body), {
        contentType: 'application/octet-stream',
        size: stored[i]!.size,
      }),
    ),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await removePrivateFiles(storage, stored);
    throw failure.reason;
  }
  return stored;
}

/** Removes stored files (a request that was not saved); one already gone is not an error. */
export async function removePrivateFiles(
  storage: FileStorage,
  files: Pick<StoredPrivateFile, 'storageKey'>[],
) {
  await Promise.all(files.map((file) => storage.remove(file.storageKey).catch(() => undefined)));
}

/** A file's bytes: from the storage, or from its row for a file stored before files moved there. */
export async function privateFileBody(
  storage: FileStorage,
  file: { storage_key: string | null; content: Buffer | null },
): Promise<Readable | Buffer | null> {
  if (file.storage_key) return (await storage.read(file.storage_key))?.body ?? null;
  return file.content;
}
