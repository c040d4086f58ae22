#!/usr/bin/env node
/**
 * The public app's first load, measured as a visitor gets it: Chromium (390x844) opens `/` on the
 * real server with demo data, waits until the network is idle, and every JavaScript file it
 * downloaded is counted gzipped (level 9, as a CDN would serve it). Budget: 120 KB. Also lists
 * the largest chunks a visitor to `/` did not download (admin, maps).
 *
 * Run after `npm run build`. Starts its own server on a fresh embedded database unless
 * BASE_URL points at a running one. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_KB = 120;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No build at apps/web/dist: run `npm run build` first.');
  process.exit(1);
}

async function startServer() {
  const port = 3200 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${url}/api/settings`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok)
      return {
        url,
        stop: () => (
          child.kill('SIGTERM'),
          setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000)
        ),
      };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not start');
}

const server = process.env.BASE_URL ? { url: process.env.BASE_URL, stop() {} } : await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const scripts = new Set();
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.add(new URL(response.url()).pathname.replace(/^\//, ''));
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
} finally {
  await browser.close();
  server.stop();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const measure = (file) => {
  const body = readFileSync(path.join(dist, file));
  return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
};
const rows = [...scripts]
  .filter((f) => existsSync(path.join(dist, f)))
  .map(measure)
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
console.log(`First load of / in Chromium at 390x844: ${rows.length} JavaScript files`);
console.log('| file | raw KB | gzip KB |');
console.log('| --- | ---: | ---: |');
for (const r of rows) console.log(`| ${r.file} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
console.log(`| **total** | ${kb(rows.reduce((s, r) => s + r.raw, 0))} | **${kb(total)}** |`);
const within = total / 1024 <= BUDGET_KB;
console.log(
  `\nBudget ${BUDGET_KB} KB gzipped: ${within ? 'within' : 'OVER'} (reference: the leading open-source marketplace template ships 498 KB).`,
);

const lazy = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !scripts.has(`assets/${f}`))
  .map((f) => measure(`assets/${f}`))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 8);
console.log('\nLargest chunks not loaded on / (lazy: admin, other screens)');
console.log('| file | gzip KB |');
console.log('| --- | ---: |');
for (const r of lazy) console.log(`| ${r.file} | ${kb(r.gzip)} |`);
if (!within) process.exitCode = 1;
