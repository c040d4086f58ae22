import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import { waitFor } from '../../test/server-process.ts';
import { startMetricsServer } from './metrics.ts';

/*
 * A real Prometheus (Debian's `prometheus` package) scrapes the app's metrics port with the
 * bearer token, and a query over its HTTP API answers with the app's series. CI requires it;
 * elsewhere a machine without it skips this file and says so.
 */
const PROMETHEUS = process.env.PROMETHEUS_PATH || '/usr/bin/prometheus';
const found = existsSync(PROMETHEUS);
const required = process.env.CI === 'true' || process.env.STEELYARD_REQUIRE_ALL === '1';
// Prometheus scrapes the process, whatever its database: once, in the embedded run.
const runs = (found || required) && !process.env.TEST_DATABASE_URL;
if (!found && !required)
  console.warn(
    `metrics.prometheus.test.ts skipped: no Prometheus at ${PROMETHEUS} (apt-get install prometheus); CI requires it`,
  );

const METRICS_PORT = 4211;
const PROMETHEUS_PORT = 4212;
const TOKEN = 'a-token-prometheus-sends-along';

let ctx: TestContext;
let metrics: Awaited<ReturnType<typeof startMetricsServer>>;
let prometheus: ChildProcess;
let storage: string;
let output = '';

beforeAll(async () => {
  if (!runs) return;
  ctx = await buildTestApp({ METRICS_PORT: String(METRICS_PORT), METRICS_TOKEN: TOKEN });
  metrics = await startMetricsServer({ host: '127.0.0.1', port: METRICS_PORT, token: TOKEN });
  storage = await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-prometheus-'));
  const config = path.join(storage, 'prometheus.yml');
  // The scrape configuration docs/deploy.md shows, at a test's pace.
  await fs.writeFile(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      'scrape_configs:',
      '  - job_name: steelyard',
      '    authorization:',
      `      credentials: ${TOKEN}`,
      '    static_configs:',
      `      - targets: ['127.0.0.1:${METRICS_PORT}']`,
      '',
    ].join('\n'),
  );
  prometheus = spawn(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(storage, 'data')}`,
      `--web.listen-address=127.0.0.1:${PROMETHEUS_PORT}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prometheus.stdout!.on('data', (chunk) => (output += chunk));
  prometheus.stderr!.on('data', (chunk) => (output += chunk));
}, 60_000);

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const ended = new Promise((resolve) => prometheus.once('exit', resolve));
    prometheus.kill('SIGTERM');
    await ended;
  }
  await metrics?.close();
  await ctx?.close();
  if (storage) await fs.rm(storage, { recursive: true, force: true });
});

/** The series of an instant query over Prometheus' HTTP API. */
async function query(
  expression: string,
): Promise<Array<{ metric: Record<string, string>; value: [number, string] }>> {
  const url = `http://127.0.0.1:${PROMETHEUS_PORT}/api/v1/query?query=${encodeURIComponent(expression)}`;
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (!answer.ok) return [];
    return (await answer.json()).data.result;
  } catch {
    return []; // not up yet
  }
}

describe.skipIf(!runs)('Prometheus scraping the metrics port', () => {
  it('stores the request histogram by route, and a query over the HTTP API answers', async () => {
    if (!found) throw new Error(`CI requires Prometheus at ${PROMETHEUS} (apt-get install prometheus)`);
    for (let i = 0; i < 3; i++)
      expect((await ctx.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
    const started = performance.now();
    const series = await waitFor(
      'Prometheus answering with the scraped request count',
      async () => {
        if (prometheus.exitCode !== null) throw new Error(`Prometheus ended:\n${output}`);
        const result = await query('steelyard_http_request_duration_seconds_count{route="/api/products"}');
        return result.length > 0 ? result : undefined;
      },
      { timeoutMs: 60_000, everyMs: 250 },
    );
    const seconds = (performance.now() - started) / 1000;
    expect(series[0]!.metric).toMatchObject({ job: 'steelyard', method: 'GET', status: '200' });
    expect(Number(series[0]!.value[1])).toBe(3);
    const up = await query('up{job="steelyard"}');
    expect(up.map((row) => row.value[1])).toEqual(['1']);
    const lag = await query('nodejs_eventloop_lag_p99_seconds{job="steelyard"}');
    console.log(
      `Prometheus ${PROMETHEUS}: the request count answered ${seconds.toFixed(1)} s after the requests; event-loop lag p99 ${(Number(lag[0]?.value[1]) * 1000).toFixed(1)} ms`,
    );
  }, 90_000);
});
