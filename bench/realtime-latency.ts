/**
 * Real-time delivery benchmark: latency (p50/p99) and deliveries per second with 1,000 connected
 * Socket.IO clients, on one instance and across two instances over Redis.
 *
 *   npm run bench:realtime            (or: node --import tsx bench/realtime-latency.ts)
 *
 * Everything runs on loopback: the app instances (buildApp, the real gateway, on ports 3251 and
 * 3252, one embedded database in a temp folder) in this process, the clients in a worker thread.
 * Each delivery goes through the server's real path, `app.realtime.toUser(userId,
 * 'message-created', …)`, to one member's room. Latency is measured from just before `toUser` to
 * the client's event handler. The Redis scenario needs Redis (BENCH_REDIS_URL, default
 * redis://127.0.0.1:6379; only a unique channel prefix is used, nothing is stopped or flushed).
 * Bounded: each phase has a timeout and the whole run stops after 5 minutes.
 *
 * Knobs: BENCH_CLIENTS (1000), BENCH_RATE (deliveries/s in the latency phase, 500),
 * BENCH_LATENCY_SENDS (3000), BENCH_BURST_SENDS (20000).
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the server's one Fastify augmentation (app.realtime)
/// <reference path="../apps/server/src/fastify.d.ts" />
import type { ChatMessageDto } from '@steelyard/contracts';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createPglite, openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { SESSION_COOKIE } from '../apps/server/src/http/session.ts';
import { hashSessionToken, newSessionToken } from '../apps/server/src/http/session-store.ts';
import { createDiskStorage } from '../apps/server/src/lib/storage.ts';
import { createUser } from '../apps/server/test/factories.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const LATENCY_SENDS = Number(process.env.BENCH_LATENCY_SENDS ?? 3000);
const BURST_SENDS = Number(process.env.BENCH_BURST_SENDS ?? 20000);
const WARMUP_SENDS = 200;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORTS = [3251, 3252];

setTimeout(() => {
  console.error('The benchmark took more than 5 minutes; stopping.');
  process.exit(1);
}, 5 * 60_000).unref();

const now = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const workDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-bench-rt-'));
const database = await openDatabase({ pglite: createPglite(path.join(workDir, 'db')) });
await migrateToLatest(database.db);

/** Members with a live session each, inserted in bulk; returns their ids and cookies. */
async function createMembers(db: Db, count: number) {
  const users = [];
  for (let i = 0; i < count; i++) users.push(await createUser(db)); // the tests' member factory
  const tokens = users.map(() => newSessionToken());
  await db
    .insertInto('sessions')
    .values(
      users.map((user, i) => ({
        id: hashSessionToken(tokens[i]!),
        user_id: user.id,
        csrf_secret: randomBytes(16).toString('hex'),
        data: JSON.stringify({}),
        ip: '127.0.0.1',
        user_agent: 'bench',
        last_seen_at: new Date(),
        expires_at: new Date(Date.now() + 86_400_000),
      })),
    )
    .execute();
  return users.map((user, i) => ({
    id: user.id,
    cookie: `${SESSION_COOKIE}=${encodeURIComponent(tokens[i]!)}`,
  }));
}

async function startInstance(port: number, env: Record<string, string>) {
  const uploadDir = path.join(workDir, `uploads-${port}`);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: workDir,
    UPLOAD_DIR: uploadDir,
    WEB_DIST: path.join(workDir, 'no-web-build'),
    SEED_DEMO: 'false',
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    storage: createDiskStorage(uploadDir),
    countryLookup: { lookup: () => null },
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port });
  return { app, url: `http://127.0.0.1:${port}` };
}

type Instance = Awaited<ReturnType<typeof startInstance>>;

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One scenario: clients connected to `clientsOn`, deliveries sent through `sender`. */
async function runScenario(
  name: string,
  sender: Instance,
  clientsOn: Instance,
  members: Array<{ id: number; cookie: string }>,
) {
  const total = WARMUP_SENDS + LATENCY_SENDS + BURST_SENDS;
  const sentAt = new SharedArrayBuffer(total * 8);
  const receivedAt = new SharedArrayBuffer(total * 8);
  const received = new SharedArrayBuffer(4);
  const sent = new Float64Array(sentAt);
  const latency = new Float64Array(receivedAt);
  const count = new Int32Array(received);
  const worker = new Worker(new URL('./realtime-clients.mjs', import.meta.url), {
    workerData: {
      clients: members.map((m) => ({ url: clientsOn.url, cookie: m.cookie })),
      sentAt,
      receivedAt,
      received,
    },
  });
  const connectStart = now();
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  const connectSeconds = (now() - connectStart) / 1000;

  let seq = 0;
  const send = () => {
    const n = seq++;
    sent[n] = now();
    sender.app.realtime.toUser(members[n % members.length]!.id, 'message-created', {
      room_id: 0,
      // Only the id is read by the clients: it is the sequence number.
      message: { id: n } as ChatMessageDto,
    });
  };
  const waitFor = async (target: number, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (Atomics.load(count, 0) < target && Date.now() < deadline) await pause(20);
  };

  // Warm-up (and, across instances, proof that the Redis subscription is live).
  for (let i = 0; i < WARMUP_SENDS; i++) send();
  await waitFor(WARMUP_SENDS, 15_000);
  const warm = Atomics.load(count, 0);

  // Latency: a steady RATE per second, in 10 ms ticks.
  const latencyFrom = seq;
  const perTick = Math.max(1, Math.round(RATE / 100));
  const started = now();
  while (seq < latencyFrom + LATENCY_SENDS) {
    for (let i = 0; i < perTick && seq < latencyFrom + LATENCY_SENDS; i++) send();
    const nextTick = started + ((seq - latencyFrom) / perTick) * 10;
    await pause(Math.max(0, nextTick - now()));
  }
  await waitFor(warm + LATENCY_SENDS, 20_000);
  const latencies = Array.from(latency.subarray(latencyFrom, latencyFrom + LATENCY_SENDS))
    .filter((ms) => ms > 0)
    .sort((a, b) => a - b);

  // Throughput: as fast as the server takes them, yielding every 200 sends so I/O can run.
  const burstFrom = seq;
  const burstStart = now();
  while (seq < burstFrom + BURST_SENDS) {
    for (let i = 0; i < 200 && seq < burstFrom + BURST_SENDS; i++) send();
    await new Promise((resolve) => setImmediate(resolve));
  }
  await waitFor(warm + LATENCY_SENDS + BURST_SENDS, 60_000);
  let lastReceipt = burstStart;
  let burstReceived = 0;
  for (let n = burstFrom; n < burstFrom + BURST_SENDS; n++) {
    if (latency[n]! > 0) {
      burstReceived++;
      lastReceipt = Math.max(lastReceipt, sent[n]! + latency[n]!);
    }
  }
  const burstSorted = Array.from(latency.subarray(burstFrom, burstFrom + BURST_SENDS))
    .filter((ms) => ms > 0)
    .sort((a, b) => a - b);

  worker.postMessage('close');
  await new Promise((resolve) => worker.once('message', resolve));
  await worker.terminate();

  return {
    name,
    clients: members.length,
    connectSeconds,
    sends: LATENCY_SENDS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    lost: LATENCY_SENDS - latencies.length,
    burst: BURST_SENDS,
    perSecond: burstReceived / ((lastReceipt - burstStart) / 1000),
    burstP99: percentile(burstSorted, 99),
    burstLost: BURST_SENDS - burstReceived,
  };
}

const members = await createMembers(database.db, CLIENTS);
const results = [];

const single = await startInstance(PORTS[0]!, {});
results.push(await runScenario('one instance', single, single, members));
await single.app.close();

const redisKey = `steelyard-bench-${randomBytes(4).toString('hex')}`;
const [first, second] = [
  await startInstance(PORTS[0]!, { REDIS_URL, REALTIME_REDIS_KEY: redisKey }),
  await startInstance(PORTS[1]!, { REDIS_URL, REALTIME_REDIS_KEY: redisKey }),
];
await pause(500); // the subscribers connect
results.push(await runScenario('two instances over Redis (sent on A, clients on B)', first, second, members));
await first.app.close();
await second.app.close();
await database.close();
rmSync(workDir, { recursive: true, force: true });

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `\nReal-time delivery — ${CLIENTS} clients (one member each), ${os.cpus().length} × ${cpu}, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `latency: ${LATENCY_SENDS} deliveries at ${RATE}/s; throughput: ${BURST_SENDS} deliveries sent at once\n`,
);
console.log(
  '| scenario | clients | connect s | p50 ms | p99 ms | max ms | lost | burst msgs/s | burst p99 ms | burst lost |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.clients} | ${fixed(r.connectSeconds)} | ${fixed(r.p50, 2)} | ${fixed(r.p99, 2)} | ${fixed(r.max, 1)} | ${r.lost} | ${fixed(r.perSecond, 0)} | ${fixed(r.burstP99, 0)} | ${r.burstLost} |`,
  );
}
process.exit(0);
