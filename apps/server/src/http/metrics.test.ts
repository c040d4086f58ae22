import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import { createProduct, createUser } from '../../test/factories.ts';
import { connectSocket, listenOnLoopback, sessionCookieOf } from '../../test/realtime-client.ts';
import { startMetricsServer } from './metrics.ts';

/*
 * The metrics as a scraper reads them: behind the bearer token on the app's port (no
 * METRICS_PORT), and on a port of their own. Prometheus itself scrapes them in
 * metrics.prometheus.test.ts.
 */
const TOKEN = 'a-metrics-token-for-tests';
const METRICS_PORT = 4210;

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await buildTestApp({ METRICS_TOKEN: TOKEN });
  baseUrl = await listenOnLoopback(ctx.app);
});
afterAll(() => ctx.close());

async function scrape(authorization = `Bearer ${TOKEN}`) {
  const answer = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
  return { status: answer.statusCode, text: answer.body, type: answer.headers['content-type'] };
}

/** The value of one series in Prometheus' text format (labels as written, in order). */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics on the app port', () => {
  it('is refused without the bearer token, and is not in the API document', async () => {
    expect((await scrape('')).status).toBe(401);
    expect((await scrape('Bearer not-the-token-at-all-00')).status).toBe(401);
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(Object.keys(docs.json().paths)).not.toContain('/metrics');
  });

  it('times requests by route pattern and status, and counts cache hits and misses', async () => {
    const owner = await createUser(ctx.db);
    const product = await createProduct(ctx.db, owner.id);
    for (let i = 0; i < 2; i++) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(
        200,
      );
      expect((await ctx.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
    }
    const { status, text, type } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const route = 'method="GET",route="/api/products/:id",status="200"';
    expect(valueOf(text, `steelyard_http_request_duration_seconds_count{${route}}`)).toBe(2);
    // The address itself (with the id) never becomes a series.
    expect(text).not.toContain(`/api/products/${product.id}"`);
    expect(
      valueOf(text, 'steelyard_cache_lookups_total{cache="product-pages",result="hit"}'),
    ).toBeGreaterThan(0);
    expect(
      valueOf(text, 'steelyard_cache_lookups_total{cache="product-pages",result="miss"}'),
    ).toBeGreaterThan(0);
    expect(
      valueOf(text, 'steelyard_cache_lookups_total{cache="product-lists",result="hit"}'),
    ).toBeGreaterThan(0);
    // A view was queued and written by the product views' write-behind queue.
    await ctx.app.flushDeferredWrites();
    const flushed = (await scrape()).text;
    expect(
      valueOf(flushed, 'steelyard_write_behind_flush_seconds_count{queue="product-views"}'),
    ).toBeGreaterThan(0);
    expect(valueOf(flushed, 'steelyard_write_behind_queued{queue="product-views"}')).toBe(0);
  });

  it('shows the database pool, the process (memory, event-loop lag) and the real-time connections', async () => {
    const member = await createUser(ctx.db);
    const agent = new Agent(ctx.app);
    await agent.login(member.email);
    const socket = await connectSocket(baseUrl, sessionCookieOf(agent));
    try {
      const delivered = new Promise((resolve) => socket.once('alarm-created', resolve));
      (ctx.app.realtime.toUser as (id: number, event: string, payload: object) => void)(
        member.id,
        'alarm-created',
        {},
      );
      await delivered;
      const { text } = await scrape();
      expect(valueOf(text, 'steelyard_realtime_connections')).toBe(1);
      expect(valueOf(text, 'steelyard_realtime_deliveries_total{event="alarm-created"}')).toBe(1);
      expect(valueOf(text, 'steelyard_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(valueOf(text, 'steelyard_db_pool_waiting')).toBe(0);
      expect(valueOf(text, 'steelyard_db_pool_wait_seconds_count')).toBeGreaterThan(0);
      expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    } finally {
      socket.close();
    }
  });
});

describe('METRICS_PORT: a listener of its own', () => {
  it('serves /metrics there, with the token when one is set, and nothing else', async () => {
    const server = await startMetricsServer({ host: '127.0.0.1', port: METRICS_PORT, token: TOKEN });
    try {
      const url = `http://127.0.0.1:${server.port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      const answer = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('steelyard_http_request_duration_seconds_bucket');
      expect((await fetch(`${url}/api/products`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
