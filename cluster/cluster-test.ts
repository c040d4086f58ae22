/**
 * The cluster test: three instances of the production build on one PostgreSQL, one Redis and one
 * S3-compatible bucket (s3rver on loopback), behind HAProxy (`deploy/haproxy.cfg`), health-checked through /readyz. It proves what a second
 * machine needs and prints one table of figures:
 *   - a photo uploaded through one instance shows through the others; a drawing stays private;
 *   - members on different instances chat live; an admin's settings change applies on all three;
 *   - an instance killed (SIGKILL) under steady traffic: the balancer routes around it, sockets
 *     reconnect elsewhere and catch up, no acknowledged write is lost, failed requests counted;
 *   - a rolling restart of all three with SIGTERM under traffic: no failed request;
 *   - the scheduled jobs ran once per period across the three.
 * Run after `npm run build`: `npm run test:cluster` (ports CLUSTER_PORT…+3, default 4600; a
 * database of its own on CLUSTER_POSTGRES, default postgres://postgres@127.0.0.1:5432/postgres).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { scheduledJobs } from '../apps/server/src/scheduled-jobs.ts';
import { createDiskStorage } from '../apps/server/src/lib/storage.ts';
import { startS3Peer, type S3Peer } from '../apps/server/test/s3-peer.ts';
import { statusOf, waitFor } from '../apps/server/test/server-process.ts';
import type { Socket } from 'socket.io-client';
import { Client, connectSocket, haproxyServers, root, runToEnd, startChild, type Child } from './parts.ts';

const PORT = Number(process.env.CLUSTER_PORT ?? 4600);
const balancer = `http://127.0.0.1:${PORT}`;
const ports = [PORT + 1, PORT + 2, PORT + 3];
const direct = ports.map((port) => `http://127.0.0.1:${port}`);
const adminPostgres = process.env.CLUSTER_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `steelyard_cluster_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminPostgres), { pathname: `/${databaseName}` }).toString();
const redisUrl = process.env.CLUSTER_REDIS ?? 'redis://127.0.0.1:6379/9';
const work = mkdtempSync(path.join(os.tmpdir(), 'steelyard-cluster-'));
const serverDist = path.join(root, 'apps/server/dist');

const rows: Array<[string, string]> = [];
const record = (what: string, figure: string) => {
  rows.push([what, figure]);
  console.log(`  ${what}: ${figure}`);
};

let s3Env: Record<string, string> = {};
const instanceEnv = (port: number): Record<string, string> => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REALTIME_REDIS_KEY: `steelyard-cluster-${process.pid}`,
  TRUST_PROXY: 'loopback',
  PUBLIC_URL: balancer,
  DATA_DIR: path.join(work, `data-${port}`),
  // Each instance's own disk stays empty: files live in the bucket.
  UPLOAD_DIR: path.join(work, `uploads-${port}`),
  ...s3Env,
  MIGRATE: 'false',
  SEED_DEMO: 'true',
  SHUTDOWN_DRAIN_MS: '1500',
  LOG_LEVEL: 'warn',
  // Metrics on a port of their own, for Prometheus only.
  METRICS_PORT: String(port + 10),
  METRICS_HOST: '127.0.0.1',
});

const instances: Child[] = [];
let haproxy: Child | undefined;
let prometheus: Child | undefined;
const prometheusUrl = `http://127.0.0.1:${PORT + 9}`;

/** Debian's Prometheus scraping the three instances' metrics ports every second. */
function startPrometheus() {
  const config = path.join(work, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      'scrape_configs:',
      '  - job_name: steelyard',
      '    static_configs:',
      `      - targets: [${ports.map((port) => `'127.0.0.1:${port + 10}'`).join(', ')}]`,
      '',
    ].join('\n'),
  );
  return startChild(
    'prometheus',
    process.env.PROMETHEUS_PATH || 'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(work, 'prometheus')}`,
      `--web.listen-address=127.0.0.1:${PORT + 9}`,
    ],
    {},
  );
}

/** The instances Prometheus has a series of `expression` for (an instant query over its HTTP API). */
async function instancesWith(expression: string) {
  const answer = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expression)}`);
  const body = (await answer.json()) as { data?: { result: Array<{ metric: { instance: string } }> } };
  return (body.data?.result ?? []).map((series) => series.metric.instance).sort();
}
const statsSocket = path.join(work, 'haproxy.sock');

async function startInstance(index: number) {
  const child = startChild(
    `app${index + 1}`,
    process.execPath,
    [path.join(serverDist, 'main.js')],
    instanceEnv(ports[index]!),
  );
  instances[index] = child;
  await waitFor(
    `app${index + 1} ready`,
    async () => ((await statusOf(`${direct[index]}/readyz`)) === 200 ? true : undefined),
    {
      timeoutMs: 120_000,
    },
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${child.output()}`);
  });
}

const balancerSees = (name: string, state: string) =>
  waitFor(
    `HAProxy sees ${name} ${state}`,
    async () => ((await haproxyServers(statsSocket))[name] === state ? true : undefined),
    {
      timeoutMs: 20_000,
    },
  );

/** Steady traffic through the balancer: readers of the list, and a member sending messages with a retry-safe key. */
function startTraffic(writer: Client, roomId: number) {
  const counts = { requests: 0, failed: 0, failures: [] as string[] };
  const acknowledged: string[] = [];
  let running = true;
  const note = (status: number | string, what: string) => {
    counts.requests++;
    if (typeof status === 'string' || status >= 500) {
      counts.failed++;
      if (counts.failures.length < 10) counts.failures.push(`${what}: ${status}`);
    }
  };
  const reader = async (n: number) => {
    const visitor = new Client(balancer, `198.51.100.${n + 1}`);
    while (running) {
      const status = await visitor
        .request('GET', n % 2 ? '/api/products' : `/api/products?search=lathe`)
        .then((answer) => answer.status)
        .catch((error: Error) => (error as { cause?: { code?: string } }).cause?.code ?? error.name);
      note(status, 'GET /api/products');
    }
  };
  const sender = async () => {
    let n = 0;
    while (running) {
      const key = `cluster-${randomUUID()}`;
      const status = await writer
        .request('POST', `/api/chats/${roomId}/messages`, { body: `steady ${n++}`, client_key: key })
        .then((answer) => answer.status)
        .catch((error: Error) => (error as { cause?: { code?: string } }).cause?.code ?? error.name);
      note(status, 'POST message');
      if (status === 201 || status === 200) acknowledged.push(key);
    }
  };
  const loops = [...Array.from({ length: 6 }, (_, n) => reader(n)), sender()];
  return {
    counts,
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The ids of a room's messages back to `oldest`, page by page as the chat screen reads them. */
async function messagesOf(member: Client, roomId: number, oldest: number) {
  const ids = new Set<number>();
  let before = '';
  for (;;) {
    const page = (await member.request('GET', `/api/chats/${roomId}/messages?per_page=30${before}`)).json()
      .data as Array<{ id: number }>;
    for (const message of page) ids.add(message.id);
    const last = Math.min(...page.map((message) => message.id));
    if (!page.length || last <= oldest) return ids;
    before = `&before=${last}`;
  }
}

/** Member sockets through the balancer that count what reaches them, and when they reconnect. */
function watchSockets(sockets: Socket[]) {
  const seen = sockets.map(() => new Set<number>());
  const reconnects = sockets.map(() => 0);
  sockets.forEach((socket, index) => {
    socket.on('message-created', (payload: { message: { id: number } }) =>
      seen[index]!.add(payload.message.id),
    );
    socket.io.on('reconnect', () => reconnects[index]!++);
  });
  return { seen, reconnects };
}

async function main() {
  for (const file of ['main.js', 'migrate.js'])
    if (!existsSync(path.join(serverDist, file)))
      throw new Error(`apps/server/dist/${file} is missing: run npm run build first`);
  const admin = new pg.Client({ connectionString: adminPostgres });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  let s3: S3Peer | undefined;
  try {
    s3 = await startS3Peer();
    s3Env = s3.env;
    console.log(
      `cluster test: HAProxy on ${PORT}, instances on ${ports.join(', ')}, database ${databaseName}`,
    );
    // Migrate as a step, then start the three (MIGRATE=false), as docs/deploy.md says.
    runToEnd(process.execPath, [path.join(serverDist, 'migrate.js')], { DATABASE_URL: databaseUrl });
    await Promise.all([0, 1, 2].map(startInstance));
    haproxy = startChild('haproxy', 'haproxy', ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
      STEELYARD_BIND: `127.0.0.1:${PORT}`,
      STEELYARD_APP1: `127.0.0.1:${ports[0]}`,
      STEELYARD_APP2: `127.0.0.1:${ports[1]}`,
      STEELYARD_APP3: `127.0.0.1:${ports[2]}`,
      HAPROXY_STATS: statsSocket,
    });
    await waitFor('HAProxy admin socket', () => (existsSync(statsSocket) ? true : undefined));
    for (const name of ['app1', 'app2', 'app3']) await balancerSees(name, 'UP');
    await db.connect();
    prometheus = startPrometheus();

    const on = (index: number, client: Client) => client.at(direct[index]!);
    const seller = new Client(balancer, '203.0.113.1');
    const buyer = new Client(balancer, '203.0.113.2');
    const boss = new Client(balancer, '203.0.113.3');
    await seller.signIn('member1@steelyard.test');
    await buyer.signIn('member2@steelyard.test');
    await boss.signIn('admin@steelyard.test');

    // A photo through app1 shows through app2 and app3; a drawing is read only after its check.
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c05a2b' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('image', new Blob([photo], { type: 'image/png' }), 'lathe.png');
    const uploaded = await on(0, seller).request('POST', '/api/images', form);
    assert.equal(uploaded.status, 201, uploaded.text);
    const image = uploaded.json().data as { url: string };
    for (const index of [1, 2])
      assert.equal(await statusOf(`${direct[index]}${image.url}`), 200, `photo through app${index + 1}`);
    const key = image.url.replace(/^\/uploads\//, '');
    assert.equal((await s3!.anonymousGet(key)).status, 200, 'the photo is in the bucket');
    assert.ok(!existsSync(path.join(work, `uploads-${ports[0]}`, key)), "and not on app1's disk");
    record('photo uploaded through app1', 'in the bucket, shown by app2 and app3 (200)');

    const drawing = new FormData();
    for (const [key, value] of Object.entries({
      title: 'Flange adapter',
      description: 'Aluminium flange, 4 holes.',
      process: 'milling',
      quantity: '20',
      deadline: new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10),
      closes_on: new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10),
      city: '경기도',
    }))
      drawing.set(key, value);
    drawing.set(
      'files[]',
      new Blob([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n')], {
        type: 'application/pdf',
      }),
      'flange.pdf',
    );
    const request = await on(0, seller).request('POST', '/api/drawingRequests', drawing);
    assert.equal(request.status, 201, request.text);
    const fileUrl = (request.json().data as { files: Array<{ url: string }> }).files[0]!.url;
    assert.equal(await statusOf(`${direct[1]}${fileUrl}`), 401, 'a visitor reads no drawing');
    assert.equal(
      (await on(2, seller).request('GET', fileUrl)).status,
      200,
      'its owner reads it through app3',
    );
    record('drawing posted through app1', 'visitor 401 on app2, owner 200 on app3');

    // A room about the seller's post; the buyer listens on app3 while the seller writes on app1.
    const product = await db.query<{ id: number }>(
      `select p.id from products p join users u on u.id = p.user_id where u.email = 'member1@steelyard.test' and p.deleted_at is null and not p.is_hidden order by p.id limit 1`,
    );
    const opened = await on(1, buyer).request('POST', '/api/chats', { product_id: product.rows[0]!.id });
    assert.ok([200, 201].includes(opened.status), opened.text);
    const roomId = (opened.json().data as { id: number }).id;
    const listener = await connectSocket(direct[2]!, buyer);
    const arrived = new Promise<number>((resolve) =>
      listener.once('message-created', () => resolve(Date.now())),
    );
    const sentAt = Date.now();
    const sent = await on(0, seller).request('POST', `/api/chats/${roomId}/messages`, {
      body: 'Still available?',
    });
    assert.ok([200, 201].includes(sent.status), sent.text);
    record('message written on app1, socket on app3', `delivered in ${(await arrived) - sentAt} ms`);
    listener.close();

    // The admin's settings change on app1 applies on app2 and app3 at once (their kept copies dropped).
    const minPrice = async (index: number) =>
      (
        (await new Client(direct[index]!, '203.0.113.9').request('GET', '/api/settings')).json()
          .data as Array<{ min_price_for_show: number }>
      )[0]!.min_price_for_show;
    const before = await Promise.all([0, 1, 2].map(minPrice));
    const changedAt = Date.now();
    const current = (await on(0, boss).request('GET', '/api/admin/settings')).json().data as {
      ios: string;
      android: string;
    };
    const settings = (minPrice: number) => ({
      min_price_for_show: minPrice,
      ios: current.ios,
      android: current.android,
    });
    const changed = await on(0, boss).request('PATCH', '/api/admin/settings', settings(before[0]! + 1));
    assert.equal(changed.status, 200, changed.text);
    const applied = await Promise.all(
      [1, 2].map((index) =>
        waitFor(
          `settings on app${index + 1}`,
          async () => ((await minPrice(index)) === before[0]! + 1 ? Date.now() - changedAt : undefined),
          { timeoutMs: 5000, everyMs: 10 },
        ),
      ),
    );
    record('settings changed on app1', `applied on app2 after ${applied[0]} ms, app3 after ${applied[1]} ms`);
    await on(0, boss).request('PATCH', '/api/admin/settings', settings(before[0]!));

    // A session each instance keeps in memory is refused on the others as soon as it is signed out.
    const leaver = new Client(balancer, '203.0.113.4');
    await leaver.signIn('member3@steelyard.test');
    for (const index of [0, 1, 2])
      assert.equal(
        (await on(index, leaver).request('GET', '/api/user')).status,
        200,
        `signed in on app${index + 1}`,
      );
    const copies = [1, 2].map((index) => leaver.copyAt(direct[index]!));
    const signedOut = await on(0, leaver).request('POST', '/api/logout');
    assert.equal(signedOut.status, 204, signedOut.text);
    const afterSignOut = await Promise.all(
      copies.map(async (copy) => (await copy.request('GET', '/api/user')).status),
    );
    assert.deepEqual(afterSignOut, [401, 401], 'the signed-out session is refused on app2 and app3 at once');
    record('signed out on app1 (session kept on all three)', 'the next request on app2 and app3: 401');

    // SIGKILL under steady traffic.
    const sockets = await Promise.all(Array.from({ length: 6 }, () => connectSocket(balancer, buyer)));
    const watched = watchSockets(sockets);
    let traffic = startTraffic(seller, roomId);
    await waitFor('traffic under way', () => (traffic.counts.requests > 200 ? true : undefined));
    const killedAt = Date.now();
    await instances[1]!.stop('SIGKILL');
    await balancerSees('app2', 'DOWN');
    const downAfter = Date.now() - killedAt;
    const beforeKill = traffic.counts.requests;
    await waitFor('traffic after the kill', () =>
      traffic.counts.requests > beforeKill + 300 ? true : undefined,
    );
    await traffic.stop();
    const killed = { ...traffic.counts };
    await waitFor(
      'sockets reconnected',
      () => (sockets.every((socket) => socket.connected) ? true : undefined),
      { timeoutMs: 10_000 },
    );
    const stored = await db.query<{ id: number }>(
      `select id from chat_messages where room_id = $1 and client_key = any($2)`,
      [roomId, traffic.acknowledged],
    );
    assert.equal(stored.rowCount, traffic.acknowledged.length, 'every acknowledged message is stored');
    // A socket that stayed up saw every message live; one that reconnected catches up as a tab
    // does, from the room's messages (newest first, keyset pages).
    const roomMessages = await messagesOf(buyer, roomId, Math.min(...stored.rows.map((row) => row.id)));
    let caughtUp = 0;
    for (const [index, seen] of watched.seen.entries()) {
      const missed = stored.rows.filter((row) => !seen.has(row.id));
      if (watched.reconnects[index] === 0)
        assert.deepEqual(missed, [], `socket ${index} stayed up and missed messages`);
      else {
        assert.ok(
          missed.every((row) => roomMessages.has(row.id)),
          `socket ${index} cannot catch up`,
        );
        caughtUp += missed.length;
      }
    }
    const reconnected = watched.reconnects.filter((n) => n > 0).length;
    record('app2 killed (SIGKILL) under traffic', `out of HAProxy after ${downAfter} ms`);
    record(
      '  requests during the kill',
      `${killed.requests} sent, ${killed.failed} failed${killed.failures.length ? ` (${killed.failures.slice(0, 3).join('; ')})` : ''}`,
    );
    record('  acknowledged messages lost', `0 of ${traffic.acknowledged.length}`);
    record(
      '  sockets reconnected elsewhere',
      `${reconnected} of ${sockets.length}; the ${caughtUp} messages they missed live read back from the room, the others missed none`,
    );
    await startInstance(1);
    await balancerSees('app2', 'UP');

    // A rolling restart with SIGTERM under traffic: no request may fail.
    traffic = startTraffic(seller, roomId);
    await waitFor('traffic under way', () => (traffic.counts.requests > 200 ? true : undefined));
    const rollStarted = Date.now();
    for (const index of [0, 1, 2]) {
      const name = `app${index + 1}`;
      const exited = instances[index]!.stop('SIGTERM');
      await balancerSees(name, 'DOWN');
      assert.equal(await exited, 0, `${name} exits cleanly after draining`);
      await startInstance(index);
      await balancerSees(name, 'UP');
    }
    await traffic.stop();
    const rollSeconds = ((Date.now() - rollStarted) / 1000).toFixed(1);
    const storedRoll = await db.query(`select 1 from chat_messages where client_key = any($1)`, [
      traffic.acknowledged,
    ]);
    record(
      'rolling restart (SIGTERM) of all three',
      `${traffic.counts.requests} requests in ${rollSeconds} s, ${traffic.counts.failed} failed${traffic.counts.failures.length ? ` (${traffic.counts.failures.slice(0, 3).join('; ')})` : ''}`,
    );
    record(
      '  acknowledged messages lost',
      `${traffic.acknowledged.length - (storedRoll.rowCount ?? 0)} of ${traffic.acknowledged.length}`,
    );
    assert.equal(storedRoll.rowCount, traffic.acknowledged.length, 'every acknowledged message is stored');
    assert.equal(
      traffic.counts.failed,
      0,
      `no request fails during a rolling restart: ${traffic.counts.failures.join('; ')}`,
    );
    for (const socket of sockets) socket.close();

    // Six starts of an instance, each asking at once for every job: one run per job and period.
    const jobRuns = await db.query<{ name: string; runs: number }>(
      `select name, runs from scheduled_job_runs`,
    );
    assert.deepEqual(
      jobRuns.rows.map((row) => row.name).sort(),
      // Only the names are read: the storage the image sweep would use does not matter here.
      scheduledJobs(createDiskStorage(os.tmpdir()))
        .map((job) => job.name)
        .sort(),
      'every job ran',
    );
    assert.ok(
      jobRuns.rows.every((row) => row.runs === 1),
      `once each: ${JSON.stringify(jobRuns.rows)}`,
    );
    record(
      'scheduled jobs after six instance starts',
      `${jobRuns.rows.length} jobs, each run once in its period`,
    );

    // Prometheus scraped all three (the restarted ones too) and a query over the series answers.
    const targets = ports.map((port) => `127.0.0.1:${port + 10}`).sort();
    const counted = await waitFor(
      'Prometheus has request series of the three instances',
      async () => {
        const found = await instancesWith(
          'sum by (instance) (steelyard_http_request_duration_seconds_count)',
        ).catch(() => []);
        return found.join() === targets.join() ? found : undefined;
      },
      { timeoutMs: 30_000, everyMs: 500 },
    );
    record('Prometheus scrapes', `${counted.length} instances; request series of each answer a query`);

    console.log(
      `\n| what | figure |\n| --- | --- |\n${rows.map(([what, figure]) => `| ${what} | ${figure} |`).join('\n')}`,
    );
    console.log(
      `load average: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await haproxy?.stop();
    await prometheus?.stop('SIGTERM');
    await Promise.all(instances.map((child) => child?.stop()));
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    await admin.end();
    await s3?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  for (const child of instances)
    if (child) console.error(`--- ${child.name} output ---\n${child.output().slice(-3000)}`);
  process.exit(1);
});
