#!/usr/bin/env node
/**
 * Lighthouse 12 on the production server with demo data, RUNS times each page (default 3, fresh
 * Chromium profile per run), printing the median performance score, LCP, FCP, TBT and CLS, with
 * the machine's load average beside (Lighthouse's simulation multiplies the CPU time it observes,
 * so a busy machine reads slower). Mobile (simulated slow 4G, 4× CPU slowdown) for the app's
 * screens, a visitor's and a signed-in member's (`member1`'s session cookie); desktop for the
 * admin dashboard (the admin's cookie).
 *
 * Run after `npm run build`: `npm run bench:lighthouse` (RUNS=5 for more; PAGES=/chats,/admin for
 * some). Chromium: CHROMIUM_PATH or /usr/bin/chromium. Goal: ≥ 95 on every page, LCP ≤ 2.0 s,
 * TBT ≤ 200 ms, CLS ≤ 0.1.
 */
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { newestProductId, startServer } from './start-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const server = await startServer();
const productId = await newestProductId(server.url);
const visitor = null;
const member = await sessionCookie(server.url, 'member1@steelyard.test');
const admin = await sessionCookie(server.url, 'admin@steelyard.test');
const ALL = [
  { page: '/', cookie: visitor },
  { page: '/products', cookie: visitor },
  { page: `/products/${productId}`, cookie: visitor },
  { page: '/searches', cookie: visitor },
  { page: '/login', cookie: visitor },
  { page: '/drawingRequests', cookie: visitor },
  { page: '/freelancers', cookie: visitor },
  { page: '/chats', cookie: member },
  { page: '/mypage', cookie: member },
  { page: '/qnas', cookie: member },
  { page: '/admin', cookie: admin, desktop: true },
];
const only = process.env.PAGES?.split(',');
const pages = ALL.filter(
  ({ page }) => !only || only.includes(page.replace(/\d+$/, '{id}')) || only.includes(page),
);

/** A session cookie signed in as `email` (password `steelyard`), through the CSRF cookie as the app does. */
async function sessionCookie(url, email) {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${url}/api/csrf-cookie`));
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: header(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ email, password: 'steelyard' }),
  });
  if (!answer.ok) throw new Error(`sign-in of ${email}: ${answer.status}`);
  keep(answer);
  return `steelyard_session=${jar.get('steelyard_session')}`;
}

async function audit(url, { cookie, desktop }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const { lhr } = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      desktop ? desktopConfig : undefined,
    );
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
  for (const target of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      let run = await audit(`${server.url}${target.page}`, target);
      // Now and then Lighthouse ends a run without a score (a trace it could not read): again, once.
      if (!Number.isFinite(run.lcp)) run = await audit(`${server.url}${target.page}`, target);
      runs.push(run);
    }
    const who = target.cookie === admin ? 'admin, desktop' : target.cookie === member ? 'member' : 'visitor';
    rows.push({ page: target.page, who, runs, load: os.loadavg()[0] });
  }
} finally {
  server.stop();
}

console.log(
  `Lighthouse ${RUNS} runs per page (mobile: simulated slow 4G, 4× CPU; desktop for the admin), median\n`,
);
console.log('| page | as | score | LCP s | FCP s | TBT ms | CLS | scores | load avg |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |');
for (const { page, who, runs, load } of rows) {
  const pick = (key) => median(runs.map((run) => run[key]));
  console.log(
    `| ${page.replace(/\d+$/, '{id}')} | ${who} | **${pick('score')}** | ${(pick('lcp') / 1000).toFixed(2)} | ` +
      `${(pick('fcp') / 1000).toFixed(2)} | ${Math.round(pick('tbt'))} | ${pick('cls').toFixed(3)} | ` +
      `${runs.map((run) => run.score).join(', ')} | ${load.toFixed(2)} |`,
  );
}
console.log('\nLCP element per page (last run):');
for (const { page, runs } of rows) console.log(`- ${page}: ${runs.at(-1).lcpElement ?? '?'}`);
