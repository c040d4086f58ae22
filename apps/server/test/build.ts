import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import type { CountryLookup } from '../src/lib/geoip.ts';
import { createDiskStorage, type FileStorage } from '../src/lib/storage.ts';
import { createS3Storage } from '../src/lib/storage-s3.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestContext {
  app: App;
  db: Db;
  /** The disk folder of uploads (empty and unused when `S3_BUCKET` put them in a bucket). */
  uploadDir: string;
  /** Where multipart files are streamed while their request is read (empty between requests). */
  uploadTmpDir: string;
  storage: FileStorage;
  close(): Promise<void>;
}

/** A fixed lookup: tests must not depend on the bundled database's contents. */
export const fakeCountryLookup: CountryLookup = {
  lookup: (ip) => ({ '203.0.113.7': 'JP', '198.51.100.9': 'DE' })[ip] ?? null,
};

/** The whole app on a fresh database cloned from the migrated template. */
export async function buildTestApp(
  env: Record<string, string> = {},
  extend?: (app: App) => void,
): Promise<TestContext> {
  const database = await openTestDatabase();
  const instance = await buildTestAppOn(database.db, env, extend);
  return {
    ...instance,
    async close() {
      await instance.close();
      await database.close();
    },
  };
}

/**
 * Another instance of the app on the same database as `first` (as two servers behind a load
 * balancer); closing it leaves the database to `first`.
 */
export function buildTestAppSharing(
  first: TestContext,
  env: Record<string, string> = {},
): Promise<TestContext> {
  return buildTestAppOn(first.db, env);
}

/** The app on a database the caller opened (and closes): e.g. a private PostgreSQL cluster. */
export async function buildTestAppOn(
  db: Db,
  env: Record<string, string> = {},
  extend?: (app: App) => void,
): Promise<TestContext> {
  const uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-uploads-'));
  const uploadTmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-incoming-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Cheap hashes, as the factories make: the suite signs in hundreds of times.
    PASSWORD_HASH_COST: String(2 ** 10),
    UPLOAD_DIR: uploadDir,
    UPLOAD_TMP_DIR: uploadTmpDir,
    WEB_DIST: path.join(uploadDir, 'no-web-build'),
    ...env,
  });
  // S3_* variables (test/s3-peer.ts) put the files in a bucket, as main.ts does.
  const s3 = config.s3 ? createS3Storage(config.s3) : null;
  // UPLOAD_DIR may name a folder the caller filled (a seeded one); the fresh one is removed at close.
  const storage = s3 ?? createDiskStorage(config.uploadDir);
  const app = await buildApp({
    config,
    db,
    storage,
    countryLookup: fakeCountryLookup,
    logger: false,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    db,
    uploadDir: config.uploadDir,
    uploadTmpDir: config.uploadTmpDir,
    storage,
    async close() {
      await app.close();
      s3?.client.destroy();
      await fs.rm(uploadDir, { recursive: true, force: true });
      await fs.rm(uploadTmpDir, { recursive: true, force: true });
    },
  };
}
