#!/usr/bin/env node
/**
 * Lighthouse 12 (mobile, default simulated throttling: slow 4G, 4× CPU slowdown) on the production
 * server with demo data: `/`, `/products` and a product's page, RUNS times each (default 3, fresh
 * Chromium profile per run), printing the median performance score, LCP, FCP, TBT and CLS, with
 * the machine's load average beside (Lighthouse's simulation multiplies the CPU time it observes,
 * so a busy machine reads slower).
 *
 * Run after `npm run build`: `npm run bench:lighthouse` (RUNS=5 for more). Chromium: CHROMIUM_PATH
 * or /usr/bin/chromium. Goal: ≥ 95 on all three pages, LCP ≤ 2.0 s.
 */
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { newestProductId, startServer } from './start-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const server = await startServer();
const productId = await newestProductId(server.url);
const pages = ['/', '/products', `/products/${productId}`];

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: metric('largest-contentful-paint'),
      fcp: metric('first-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
try {
  // One warm-up visit so the first measured run does not pay for cold caches on the server.
  await fetch(`${server.url}/`);
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      let run = await audit(`${server.url}${page}`);
      // Now and then Lighthouse ends a run without a score (a trace it could not read): again, once.
      if (!Number.isFinite(run.lcp)) run = await audit(`${server.url}${page}`);
      runs.push(run);
    }
    rows.push({ page, runs, load: os.loadavg()[0] });
  }
} finally {
  server.stop();
}

console.log(`Lighthouse ${RUNS} runs per page (mobile, simulated slow 4G, 4× CPU), median\n`);
console.log('| page | score | LCP s | FCP s | TBT ms | CLS | scores | load avg |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |');
for (const { page, runs, load } of rows) {
  const pick = (key) => median(runs.map((run) => run[key]));
  console.log(
    `| ${page.replace(/\d+$/, '{id}')} | **${pick('score')}** | ${(pick('lcp') / 1000).toFixed(2)} | ` +
      `${(pick('fcp') / 1000).toFixed(2)} | ${Math.round(pick('tbt'))} | ${pick('cls').toFixed(3)} | ` +
      `${runs.map((run) => run.score).join(', ')} | ${load.toFixed(2)} |`,
  );
}
console.log('\nLCP element per page (last run):');
for (const { page, runs } of rows) console.log(`- ${page}: ${runs.at(-1).lcpElement ?? '?'}`);
