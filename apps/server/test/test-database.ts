import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { createChangeChecker } from './change-checker.ts';
import { createDiskStorage } from '../src/lib/storage.ts';

/**
 * Each test file gets its own database cloned from a migrated template holding the reference
 * data (categories, manners, settings, regions): a copy of a PGlite data folder by default
 * (~1 s; PGlite 0.5's in-memory dumpDataDir/loadDataDir loses the tables), or a PostgreSQL
 * `CREATE DATABASE … TEMPLATE` when TEST_DATABASE_URL names a server.
 */
const TEST_ROOT = path.join(os.tmpdir(), 'steelyard-test');

/** Names of one run's template, so two runs on one machine (or one server) never collide. */
function templateOf(runId: string) {
  return { dir: path.join(TEST_ROOT, `template-${runId}`), database: `steelyard_template_${runId}` };
}

export function newTestRunId(): string {
  return randomBytes(5).toString('hex');
}

/** The run id vitest's global setup provided to this worker. */
function currentRunId(): string {
  return inject('testRunId');
}

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function prepareTemplate(handle: DatabaseHandle) {
  await migrateToLatest(handle.db);
  const storage = createDiskStorage(await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-template-')));
  await seedDatabase(handle.db, storage, { demo: false });
}

/** Builds the template once per run (vitest's globalSetup); returns its removal. */
export async function createTemplate(runId: string): Promise<() => Promise<void>> {
  const template = templateOf(runId);
  const url = testDatabaseUrl();
  if (url) {
    const admin = await openDatabase({ databaseUrl: url });
    await sql`create database ${sql.id(template.database)}`.execute(admin.db);
    const handle = await openDatabase({ databaseUrl: withDatabase(url, template.database) });
    await prepareTemplate(handle);
    await handle.close();
    return async () => {
      await sql`drop database if exists ${sql.id(template.database)} with (force)`.execute(admin.db);
      await admin.close();
    };
  }
  await fs.mkdir(TEST_ROOT, { recursive: true });
  const handle = await openDatabase({ pglite: createPglite(template.dir) });
  await prepareTemplate(handle);
  await handle.close();
  return () => fs.rm(template.dir, { recursive: true, force: true });
}

/**
 * Drops a test database once its connections have gone. Forcing the drop while a just-closed
 * connection is still exiting makes the server send that client a FATAL error it no longer
 * listens for, which vitest reports as an unhandled error.
 */
async function dropWhenDisconnected(admin: DatabaseHandle, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stat_activity where datname = ${name}`.execute(admin.db);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await sql`drop database if exists ${sql.id(name)}`.execute(admin.db);
}

/** A fresh database for one test file; its writes are checked for their announced changes. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const checker = createChangeChecker();
  const handle = await openFreshDatabase(checker.watchPool);
  checker.hear(handle.db);
  return handle;
}

async function openFreshDatabase(watchPool: (pool: pg.Pool) => void): Promise<DatabaseHandle> {
  const url = testDatabaseUrl();
  if (url) {
    const name = `steelyard_test_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: url });
    await sql`create database ${sql.id(name)} template ${sql.id(templateOf(currentRunId()).database)}`.execute(
      admin.db,
    );
    const handle = await openDatabase({ databaseUrl: withDatabase(url, name), watchPool });
    return {
      ...handle,
      async close() {
        await handle.close();
        await dropWhenDisconnected(admin, name);
        await admin.close();
      },
    };
  }
  const dir = await fs.mkdtemp(path.join(TEST_ROOT, 'db-'));
  await fs.cp(templateOf(currentRunId()).dir, dir, { recursive: true });
  const handle = await openDatabase({ pglite: createPglite(dir), watchPool });
  return {
    ...handle,
    async close() {
      await handle.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
