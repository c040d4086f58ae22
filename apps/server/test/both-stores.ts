import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestContext } from './build.ts';
import { startS3Peer, type S3Peer } from './s3-peer.ts';

/** The two stores behind FileStorage, for `describe.each(STORES)`. */
export const STORES = ['disk', 's3'] as const;

/**
 * The app twice for the file's tests: its files on the disk, and in a bucket of an S3 peer started
 * for the file (`peer`); each closed after the file.
 */
export function appsOnBothStores() {
  const both = {} as Record<(typeof STORES)[number], TestContext> & { peer: S3Peer };
  beforeAll(async () => {
    both.peer = await startS3Peer();
    both.disk = await buildTestApp();
    both.s3 = await buildTestApp(both.peer.env);
  });
  afterAll(async () => {
    await Promise.all([both.disk?.close(), both.s3?.close()]);
    await both.peer?.close();
  });
  return both;
}
