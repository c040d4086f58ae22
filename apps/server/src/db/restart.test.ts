import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent.ts';
import { buildTestAppOn, type TestContext } from '../../test/build.ts';
import { createUser, productCategoryId } from '../../test/factories.ts';
import {
  findPostgresBinaries,
  startPrivateCluster,
  type PrivateCluster,
} from '../../test/private-postgres.ts';
import { createDiskStorage } from '../lib/storage.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed/index.ts';

/*
 * The database connection as a fault domain, against a real PostgreSQL that this file starts on a
 * port of its own (never the shared server) and stops and restarts: while it is away requests
 * answer 503 with Retry-After, the process lives on, it serves again by itself once the server is
 * back, and every write it acknowledged is still there.
 */
const binaries = findPostgresBinaries();
const required = process.env.CI === 'true';
const runs = Boolean(binaries) || required;
const PREFERRED_PORT = 5440;
if (!runs)
  console.warn(
    'restart.test.ts skipped: initdb and pg_ctl were not found (apt-get install postgresql); CI requires them',
  );

let cluster: PrivateCluster;
let database: DatabaseHandle;
let ctx: TestContext;
let agent: Agent;
let categoryId: number;
const connectionErrors: Error[] = [];

beforeAll(async () => {
  if (!runs) return;
  cluster = await startPrivateCluster(PREFERRED_PORT);
  database = await openDatabase({
    databaseUrl: cluster.url,
    onConnectionError: (error) => connectionErrors.push(error),
  });
  await migrateToLatest(database.db);
  const seedStorage = createDiskStorage(await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-restart-')));
  await seedDatabase(database.db, seedStorage, { demo: false });
  ctx = await buildTestAppOn(database.db);
  const user = await createUser(database.db);
  agent = new Agent(ctx.app, { 'accept-language': 'en' });
  await agent.login(user.email);
  categoryId = await productCategoryId(database.db);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await database?.close();
  await cluster?.destroy();
});

/** Polls until the app answers a signed-in read again; returns the statuses seen meanwhile. */
async function untilServing(deadlineMs = 30_000) {
  const seen: number[] = [];
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const status = (await agent.get('/api/user')).statusCode;
    seen.push(status);
    if (status === 200) return seen;
    if (Date.now() > deadline) throw new Error(`not serving again: ${seen.join(',')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Writers posting products until told to stop; every 201 is an acknowledged write. */
function writeLoad(writers: number) {
  const acknowledged = new Map<number, string>();
  const statuses = new Map<number, number>();
  let running = true;
  let sequence = 0;
  const loops = Array.from({ length: writers }, async () => {
    while (running) {
      const title = `Load ${++sequence}`;
      const response = await agent.post('/api/products', {
        type: 'sale',
        category_id: categoryId,
        title,
        price: 1000 + sequence,
        place_name: 'Ansan',
        lat: 37.3,
        lon: 126.8,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 201) acknowledged.set(response.json().data.id, title);
      else if (response.statusCode === 503) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return {
    acknowledged,
    statuses,
    async until(count: number) {
      while (acknowledged.size < count) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe.skipIf(!runs)(
  'a PostgreSQL restart (private cluster; skipped without initdb and pg_ctl outside CI)',
  () => {
    it('survives a restart of an idle pool: no crash, serving again by itself', async () => {
      expect((await agent.get('/api/user')).statusCode).toBe(200);
      await cluster.restart('fast');
      const seen = await untilServing();
      expect(seen.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    });

    it('answers 503 with Retry-After while the server is down, then serves again without a restart of the app', async () => {
      await cluster.stop('fast');
      try {
        for (const response of [
          await agent.get('/api/user'),
          await agent.get('/api/products'),
          await agent.post('/api/keywords', { keyword: 'lathe' }),
        ]) {
          expect(response.statusCode).toBe(503);
          expect(response.headers['retry-after']).toBe('5');
          expect(response.json()).toEqual({
            message: 'The service is briefly unavailable. Please try again in a moment.',
          });
        }
      } finally {
        await cluster.start();
      }
      await untilServing();
      expect((await agent.post('/api/keywords', { keyword: 'lathe' })).statusCode).toBe(201);
    });

    it('loses no acknowledged write when the server restarts in the middle of a write load', async () => {
      const load = writeLoad(4);
      await load.until(20);
      await cluster.restart('fast');
      const before = load.acknowledged.size;
      await untilServing();
      await load.until(before + 20);
      await load.stop();

      // Only successes and 503s: no 500, no crash.
      expect([...load.statuses.keys()].filter((status) => status !== 201 && status !== 503)).toEqual([]);
      const ids = [...load.acknowledged.keys()];
      const rows = await database.db
        .selectFrom('products')
        .select(['id', 'title'])
        .where('id', 'in', ids)
        .execute();
      expect(new Map(rows.map((row) => [row.id, row.title]))).toEqual(load.acknowledged);
      // The pool heard the dropped connections (and did not crash the process on them).
      expect(connectionErrors.length).toBeGreaterThan(0);
    });
  },
);
