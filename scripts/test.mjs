#!/usr/bin/env node
/**
 * `npm test`: every suite. Vitest for all workspaces on the embedded database, the server suite
 * again on a PostgreSQL server, the Redis suites against a Redis server, and the Playwright specs
 * in Debian's Chromium (and a Prometheus scrape in the server suite). Outside CI a missing
 * PostgreSQL, Redis, Prometheus or Chromium skips its suite and says so; with CI=true (or
 * STEELYARD_REQUIRE_ALL=1) a missing one fails the run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const requireAll = process.env.CI === 'true' || process.env.STEELYARD_REQUIRE_ALL === '1';
const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const reportDir = path.join(root, 'node_modules', '.cache', 'steelyard-test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

function answers(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

const hasPostgres = await answers(postgresUrl, 5432);
const hasRedis = await answers(redisUrl, 6379);
const hasChromium = existsSync(chromium);
const hasHaproxy = spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
// The PostgreSQL restart test starts a cluster of its own (apps/server/test/private-postgres.ts).
const debianPostgres = '/usr/lib/postgresql';
const postgresBin = [
  ...(process.env.PATH ?? '').split(path.delimiter),
  ...(existsSync(debianPostgres)
    ? readdirSync(debianPostgres).map((v) => path.join(debianPostgres, v, 'bin'))
    : []),
];
const hasPgCtl = ['initdb', 'pg_ctl'].every((name) =>
  postgresBin.some((dir) => existsSync(path.join(dir, name))),
);
// The Prometheus scrape test runs Debian's prometheus (apps/server/src/http/metrics.prometheus.test.ts).
const prometheus = process.env.PROMETHEUS_PATH || '/usr/bin/prometheus';
const hasPrometheus = existsSync(prometheus);
const skipped = [];
const missing = [];
if (!hasPostgres)
  (requireAll ? missing : skipped).push(`server suite on PostgreSQL (nothing answers at ${postgresUrl})`);
if (!hasRedis) (requireAll ? missing : skipped).push(`Redis suites (nothing answers at ${redisUrl})`);
if (!hasPgCtl)
  (requireAll ? missing : skipped).push(
    'the PostgreSQL restart test (no initdb and pg_ctl; apt-get install postgresql)',
  );
if (!hasPrometheus)
  (requireAll ? missing : skipped).push(
    `the Prometheus scrape test (no Prometheus at ${prometheus}; apt-get install prometheus)`,
  );
const hasCluster = hasHaproxy && hasPrometheus && hasPostgres && hasRedis;
if (!hasCluster)
  (requireAll ? missing : skipped).push(
    'the cluster test (HAProxy, Prometheus, PostgreSQL and Redis; apt-get install haproxy prometheus)',
  );
if (!hasChromium)
  (requireAll ? missing : skipped).push(
    `end-to-end specs (no Chromium at ${chromium}; apt-get install chromium)`,
  );
if (missing.length) {
  console.error(`CI needs every suite, but these cannot run:\n  - ${missing.join('\n  - ')}`);
  process.exit(1);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRuns = 0;

/** Runs one suite; `timeoutMs` bounds a suite that reports no counts of its own (one test). */
function run(title, command, args, env, report, timeoutMs) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    timeout: timeoutMs,
  });
  if (result.error) console.error(`${title}: ${result.error.message}`);
  if (result.status !== 0) failedRuns++;
  if (!report && result.status === 0) totals.passed++;
  if (report && existsSync(report)) {
    const counts = report.endsWith('.vitest.json') ? vitestCounts(report) : playwrightCounts(report);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  } else if (result.status !== 0) {
    totals.failed++;
  }
}

function vitestCounts(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

function playwrightCounts(file) {
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

// The build first: the server suite renders pages with the web app's server bundle
// (apps/server/src/http/web-app.render.test.ts), and the end-to-end specs serve the built app.
console.log('\n=== build ===');
const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status === 0;
if (!built) {
  failedRuns++;
  totals.failed++;
}

const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const redisEnv = hasRedis ? { TEST_REDIS_URL: redisUrl } : {};
const unitReport = path.join(reportDir, 'unit.vitest.json');
run(
  'unit and server suites (embedded PGlite)',
  vitest,
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
  redisEnv,
  unitReport,
);

if (hasPostgres) {
  const pgReport = path.join(reportDir, 'postgres.vitest.json');
  run(
    'server suite on PostgreSQL',
    vitest,
    ['run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${pgReport}`],
    { ...redisEnv, TEST_DATABASE_URL: postgresUrl },
    pgReport,
  );
}

if (hasCluster && built)
  run(
    'cluster test (HAProxy in front of three instances)',
    process.execPath,
    ['--import', 'tsx', 'cluster/cluster-test.ts'],
    { CLUSTER_POSTGRES: new URL('/postgres', postgresUrl).toString(), PROMETHEUS_PATH: prometheus },
    undefined,
    10 * 60 * 1000,
  );

if (hasChromium && built) {
  const e2eReport = path.join(reportDir, 'e2e.json');
  run(
    'end-to-end specs (Playwright, Chromium)',
    path.join(root, 'node_modules', '.bin', 'playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, CHROMIUM_PATH: chromium },
    e2eReport,
  );
}

console.log('');
if (skipped.length)
  console.log(`Skipped (install or start these to run them):\n  - ${skipped.join('\n  - ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
