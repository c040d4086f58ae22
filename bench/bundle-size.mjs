#!/usr/bin/env node
/**
 * The public app's first load, measured as the browser receives it: Chromium (390x844) opens `/`,
 * `/products` and a product's page on the real server (demo data), each in a fresh context with an
 * empty cache, waits until the network is idle, and counts the bytes of every JavaScript response as
 * they came over the wire (compressed by our server: brotli assets written at build time).
 * Budget: 120 KB of JavaScript for the first load of `/`; admin code must be 0 bytes of it.
 *
 * Which chunk is admin-only or map code comes from Vite's manifest: a chunk is admin-only when every
 * entry that reaches it lives under src/admin/.
 *
 * Run after `npm run build`. Starts its own server on a fresh embedded database unless BASE_URL
 * points at a running one. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { newestProductId, startServer } from './start-server.mjs';

const BUDGET_KB = 120;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No build at apps/web/dist: run `npm run build` first.');
  process.exit(1);
}

/** file → the set of source entries (index.html, src/…) that load it. */
function chunkOwners() {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const owners = new Map();
  const visit = (key, entry, seen) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!owners.has(chunk.file)) owners.set(chunk.file, new Set());
    owners.get(chunk.file).add(entry);
    for (const next of chunk.imports ?? []) visit(next, entry, seen);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || chunk.isDynamicEntry) visit(key, chunk.src ?? key, new Set());
  }
  return owners;
}
const owners = chunkOwners();
const isAdminOnly = (file) => [...(owners.get(file) ?? [])].every((src) => src.startsWith('src/admin/'));
const isMapCode = (file) => [...(owners.get(file) ?? [])].every((src) => /leaflet/.test(src));

const server = await startServer();
const firstProduct = await newestProductId(server.url);
const pages = ['/', '/products', ...(firstProduct ? [`/products/${firstProduct}`] : [])];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** Every script a fresh visit to `page` downloads, with its bytes on the wire and its encoding. */
async function firstLoad(page) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tab = await context.newPage();
  const pending = [];
  tab.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        file: new URL(request.url()).pathname.replace(/^\//, ''),
        wire: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'none',
      })),
    );
  });
  await tab.goto(`${server.url}${page}`, { waitUntil: 'networkidle' });
  await tab.waitForTimeout(1500);
  const scripts = await Promise.all(pending);
  await context.close();
  return scripts.sort((a, b) => b.wire - a.wire);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rawSize = (file) => (existsSync(path.join(dist, file)) ? statSync(path.join(dist, file)).size : 0);
const results = [];
try {
  for (const page of pages) results.push({ page, scripts: await firstLoad(page) });
} finally {
  await browser.close();
  server.stop();
}

console.log('First load in Chromium at 390x844, JavaScript as transferred (empty cache)\n');
console.log('| page | files | raw KB | transferred KB | admin-only KB | map KB | encodings |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
for (const { page, scripts } of results) {
  const sum = (list, pick) => list.reduce((total, s) => total + pick(s), 0);
  const encodings = [...new Set(scripts.map((s) => s.encoding))].join(', ');
  console.log(
    `| ${page.replace(/\d+$/, '{id}')} | ${scripts.length} | ${kb(sum(scripts, (s) => rawSize(s.file)))} | ` +
      `**${kb(sum(scripts, (s) => s.wire))}** | ${kb(
        sum(
          scripts.filter((s) => isAdminOnly(s.file)),
          (s) => s.wire,
        ),
      )} | ` +
      `${kb(
        sum(
          scripts.filter((s) => isMapCode(s.file)),
          (s) => s.wire,
        ),
      )} | ${encodings} |`,
  );
}

const home = results[0].scripts;
console.log('\nFiles of the first load of `/`');
console.log('| file | raw KB | transferred KB |');
console.log('| --- | ---: | ---: |');
for (const s of home) console.log(`| ${s.file} | ${kb(rawSize(s.file))} | ${kb(s.wire)} |`);

const total = home.reduce((sum, s) => sum + s.wire, 0);
const adminBytes = home.filter((s) => isAdminOnly(s.file)).reduce((sum, s) => sum + s.wire, 0);
const within = total / 1024 <= BUDGET_KB && adminBytes === 0;
console.log(
  `\nBudget for \`/\`: ${BUDGET_KB} KB transferred, 0 bytes of admin code: ${within ? 'within' : 'OVER'} ` +
    `(${kb(total)} KB, admin ${kb(adminBytes)} KB; the leading open-source marketplace template ships 498 KB).`,
);
if (!within) process.exitCode = 1;
