/**
 * Real-time delivery benchmark: latency (p50/p99) and deliveries per second with 1,000 connected
 * Socket.IO clients, on one instance and across two instances over Redis; then the send path of a
 * chat message over the API, to the receiver's socket.
 *
 *   npm run bench:realtime            (or: node --import tsx bench/realtime-latency.ts)
 *
 * Everything runs on loopback: the app instances (buildApp, the real gateway, on ports 3251 and
 * 3252, or BENCH_PORT and the next; one embedded database in a temp folder) in this process, the
 * clients in a worker thread.
 * Each delivery goes through the server's real path, `app.realtime.toUser(userId,
 * 'message-created', …)`, to one member's room. Latency is measured from just before `toUser` to
 * the client's event handler. The Redis scenario needs Redis (BENCH_REDIS_URL, default
 * redis://127.0.0.1:6379; only a unique channel prefix is used, nothing is stopped or flushed).
 * The send case times what a member's message costs before it is heard: `POST
 * /api/chats/{id}/messages` over HTTP with the sender's session and CSRF token (the route, the
 * transaction, the room's live seats looked up for its hearers, the notifier), from just before
 * the request to the receiving member's handler, among the same 1,000 sockets on one instance;
 * the request's own answer time beside it. The requests are made from this process (the
 * server's), with `fetch`. Bounded: each phase has a timeout and the whole run stops after 5 minutes.
 *
 * Knobs: BENCH_CLIENTS (1000), BENCH_RATE (deliveries/s in the latency phase, 500),
 * BENCH_LATENCY_SENDS (3000), BENCH_BURST_SENDS (20000); for the send case BENCH_ROOMS (rooms,
 * each with its own sender and a connected receiver, 100), BENCH_SEND_RATE (messages/s, 50),
 * BENCH_SENDS (1000) and BENCH_SEND_BURST (messages sent 16 at a time, 2000).
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
import { seedDatabase } from '../apps/server/src/db/seed/index.ts';
import { SESSION_COOKIE } from '../apps/server/src/http/session.ts';
import { hashSessionToken, newSessionToken } from '../apps/server/src/http/session-store.ts';
import { createDiskStorage } from '../apps/server/src/lib/storage.ts';
import { createChat, createProduct, createUser } from '../apps/server/test/factories.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const LATENCY_SENDS = Number(process.env.BENCH_LATENCY_SENDS ?? 3000);
const BURST_SENDS = Number(process.env.BENCH_BURST_SENDS ?? 20000);
const WARMUP_SENDS = 200;
const ROOMS = Number(process.env.BENCH_ROOMS ?? 100);
const SEND_RATE = Number(process.env.BENCH_SEND_RATE ?? 50);
const SENDS = Number(process.env.BENCH_SENDS ?? 1000);
const SEND_BURST = Number(process.env.BENCH_SEND_BURST ?? 2000);
const SEND_IN_FLIGHT = 16;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3251);
const PORTS = [FIRST_PORT, FIRST_PORT + 1];

setTimeout(() => {
  console.error('The benchmark took more than 5 minutes; stopping.');
  process.exit(1);
}, 5 * 60_000).unref();

const now = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const workDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-bench-rt-'));
const database = await openDatabase({ pglite: createPglite(path.join(workDir, 'db')) });
await migrateToLatest(database.db);
// The reference data (the send case's posts need their categories).
await seedDatabase(database.db, createDiskStorage(path.join(workDir, 'seed-uploads')), { demo: false });

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

/**
 * The members' sockets on `clientsOn`, in the worker: delivery `n` lands in `latency[n]`, in ms
 * after `sent[n]` (`n` is the message's id, or for a real message its body).
 */
async function connectClients(
  clientsOn: Instance,
  members: Array<{ id: number; cookie: string }>,
  total: number,
  seqFrom: 'id' | 'body',
) {
  const sentAt = new SharedArrayBuffer(total * 8);
  const receivedAt = new SharedArrayBuffer(total * 8);
  const received = new SharedArrayBuffer(4);
  const count = new Int32Array(received);
  const worker = new Worker(new URL('./realtime-clients.mjs', import.meta.url), {
    workerData: {
      clients: members.map((m) => ({ url: clientsOn.url, cookie: m.cookie })),
      sentAt,
      receivedAt,
      received,
      seqFrom,
    },
  });
  const connectStart = now();
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  return {
    sent: new Float64Array(sentAt),
    latency: new Float64Array(receivedAt),
    count,
    connectSeconds: (now() - connectStart) / 1000,
    async waitFor(target: number, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (Atomics.load(count, 0) < target && Date.now() < deadline) await pause(20);
    },
    async close() {
      worker.postMessage('close');
      await new Promise((resolve) => worker.once('message', resolve));
      await worker.terminate();
    },
  };
}

/** One scenario: clients connected to `clientsOn`, deliveries sent through `sender`. */
async function runScenario(
  name: string,
  sender: Instance,
  clientsOn: Instance,
  members: Array<{ id: number; cookie: string }>,
) {
  const total = WARMUP_SENDS + LATENCY_SENDS + BURST_SENDS;
  const clients = await connectClients(clientsOn, members, total, 'id');
  const { sent, latency, count, connectSeconds, waitFor } = clients;

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

  await clients.close();

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

/** A sender's session cookie with the CSRF cookie and header its writes need. */
async function withCsrf(instance: Instance, cookie: string) {
  const answer = await fetch(`${instance.url}/api/csrf-cookie`, { headers: { cookie } });
  const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')![1]!);
  return { cookie: `${cookie}; XSRF-TOKEN=${encodeURIComponent(token)}`, 'x-xsrf-token': token };
}

/**
 * The send case: ROOMS rooms, each about a post of one of the connected members and opened by a
 * sender of its own; messages go out over the API, numbered in their body, at SEND_RATE and then
 * SEND_IN_FLIGHT at a time. Timed from just before each request to its answer and to the
 * receiver's handler.
 */
async function runSendScenario(instance: Instance, members: Array<{ id: number; cookie: string }>) {
  const senders = await createMembers(database.db, ROOMS);
  const rooms: { id: number; headers: Record<string, string> }[] = [];
  for (let i = 0; i < ROOMS; i++) {
    const product = await createProduct(database.db, members[i]!.id);
    const room = await createChat(database.db, product.id, senders[i]!.id, 0);
    rooms.push({ id: room.id, headers: await withCsrf(instance, senders[i]!.cookie) });
  }
  const total = WARMUP_SENDS + SENDS + SEND_BURST;
  const clients = await connectClients(instance, members, total, 'body');
  const { sent, latency, count, waitFor } = clients;
  const answered = new Float64Array(total);
  let seq = 0;
  let failed = 0;
  const send = async () => {
    const n = seq++;
    const room = rooms[n % rooms.length]!;
    sent[n] = now();
    const answer = await fetch(`${instance.url}/api/chats/${room.id}/messages`, {
      method: 'POST',
      headers: { ...room.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ body: String(n) }),
    });
    answered[n] = now() - sent[n]!;
    if (answer.status !== 201) failed++;
    await answer.arrayBuffer();
  };
  const sorted = (values: Float64Array) =>
    Array.from(values)
      .filter((ms) => ms > 0)
      .sort((a, b) => a - b);

  for (let i = 0; i < WARMUP_SENDS; i++) await send();
  await waitFor(WARMUP_SENDS, 15_000);
  const warm = Atomics.load(count, 0);

  // Latency: a steady SEND_RATE per second, each request on its own (as members send).
  const from = seq;
  const started = now();
  const inFlight: Promise<void>[] = [];
  while (seq < from + SENDS) {
    inFlight.push(send());
    await pause(Math.max(0, started + ((seq - from) * 1000) / SEND_RATE - now()));
  }
  await Promise.all(inFlight);
  await waitFor(warm + SENDS, 20_000);
  const steadyAnswers = sorted(answered.subarray(from, from + SENDS));
  const steadyDeliveries = sorted(latency.subarray(from, from + SENDS));

  // Throughput: SEND_IN_FLIGHT requests at a time, as fast as the server answers them.
  const burstFrom = seq;
  const burstStart = now();
  await Promise.all(
    Array.from({ length: SEND_IN_FLIGHT }, async () => {
      while (seq < burstFrom + SEND_BURST) await send();
    }),
  );
  await waitFor(warm + SENDS + SEND_BURST, 60_000);
  const burstSeconds = (now() - burstStart) / 1000;
  const burstDeliveries = sorted(latency.subarray(burstFrom, burstFrom + SEND_BURST));
  await clients.close();
  return {
    rooms: ROOMS,
    sends: SENDS,
    answerP50: percentile(steadyAnswers, 50),
    answerP99: percentile(steadyAnswers, 99),
    p50: percentile(steadyDeliveries, 50),
    p99: percentile(steadyDeliveries, 99),
    max: steadyDeliveries.at(-1) ?? NaN,
    lost: SENDS - steadyDeliveries.length,
    burst: SEND_BURST,
    perSecond: SEND_BURST / burstSeconds,
    burstP99: percentile(burstDeliveries, 99),
    burstLost: SEND_BURST - burstDeliveries.length,
    failed,
  };
}

const members = await createMembers(database.db, CLIENTS);
const results = [];

const single = await startInstance(PORTS[0]!, {});
results.push(await runScenario('one instance', single, single, members));
const sendResult = await runSendScenario(single, members);
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
const r = sendResult;
console.log(
  `\nA chat message sent over the API (POST /api/chats/{id}/messages) to the receiver's socket, one instance, ${CLIENTS} sockets, ${r.rooms} rooms;`,
);
console.log(
  `latency: ${r.sends} messages at ${SEND_RATE}/s; throughput: ${r.burst} messages, ${SEND_IN_FLIGHT} requests in flight\n`,
);
console.log(
  '| case | answer p50 ms | answer p99 ms | heard p50 ms | heard p99 ms | max ms | lost | burst msgs/s | burst heard p99 ms | burst lost | failed |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
console.log(
  `| send over the API | ${fixed(r.answerP50, 2)} | ${fixed(r.answerP99, 2)} | ${fixed(r.p50, 2)} | ${fixed(r.p99, 2)} | ${fixed(r.max, 1)} | ${r.lost} | ${fixed(r.perSecond, 0)} | ${fixed(r.burstP99, 0)} | ${r.burstLost} | ${r.failed} |`,
);
process.exit(0);
