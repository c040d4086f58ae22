import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import type { CountryLookup } from '../src/lib/geoip.ts';
import { createDiskStorage } from '../src/lib/storage.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestContext {
  app: App;
  db: Db;
  uploadDir: string;
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
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Cheap hashes, as the factories make: the suite signs in hundreds of times.
    PASSWORD_HASH_COST: String(2 ** 10),
    UPLOAD_DIR: uploadDir,
    WEB_DIST: path.join(uploadDir, 'no-web-build'),
    ...env,
  });
  const app = await buildApp({
    config,
    db,
    storage: createDiskStorage(uploadDir),
    countryLookup: fakeCountryLookup,
    logger: false,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    db,
    uploadDir,
    async close() {
      await app.close();
      await fs.rm(uploadDir, { recursive: true, force: true });
    },
  };
}
