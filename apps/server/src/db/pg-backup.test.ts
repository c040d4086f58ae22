import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppOn } from '../../test/build.ts';
import { createProduct, createUser } from '../../test/factories.ts';
import { createDiskStorage } from '../lib/storage.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed/index.ts';

/*
 * The PostgreSQL backup of docs/deploy.md, with the guide's own commands: pg_dump's custom
 * format while the app is connected, pg_restore into a fresh database, and the post reads back
 * through the app. On the PostgreSQL server of the suite's second run.
 */
const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;

function databaseUrl(name: string) {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.skipIf(!serverUrl)('pg_dump and pg_restore', () => {
  const suffix = randomBytes(4).toString('hex');
  const source = `ops_backup_${suffix}`;
  const target = `ops_restore_${suffix}`;
  let admin: DatabaseHandle;
  let folder: string;

  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: serverUrl! });
    for (const name of [source, target]) await sql`create database ${sql.id(name)}`.execute(admin.db);
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-pg-backup-'));
  });
  afterAll(async () => {
    for (const name of [source, target])
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('restores into a fresh database, where the post reads back', async () => {
    const running = await openDatabase({ databaseUrl: databaseUrl(source) });
    let productId: number;
    const file = path.join(folder, 'steelyard.dump');
    try {
      await migrateToLatest(running.db);
      await seedDatabase(running.db, createDiskStorage(folder), { demo: false });
      const owner = await createUser(running.db);
      productId = (await createProduct(running.db, owner.id, { title: 'Lathe kept in the dump' })).id;
      // docs/deploy.md: pg_dump --format=custom --file=steelyard.dump "$DATABASE_URL"
      await run('pg_dump', ['--format=custom', `--file=${file}`, databaseUrl(source)]);
    } finally {
      await running.close();
    }
    // docs/deploy.md: pg_restore --no-owner --exit-on-error --dbname="$NEW_DATABASE_URL" steelyard.dump
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl(target)}`, file]);

    const restored = await openDatabase({ databaseUrl: databaseUrl(target) });
    const ctx = await buildTestAppOn(restored.db);
    try {
      const answer = await ctx.app.inject({ method: 'GET', url: `/api/products/${productId}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.title).toBe('Lathe kept in the dump');
    } finally {
      await ctx.close();
      await restored.close();
    }
  }, 120_000);
});
