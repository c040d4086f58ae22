import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestContext } from './build.ts';

/** The head of the fake build's page: its script, a preloaded module and its stylesheet, as Vite writes them. */
export const FAKE_BUILD_HEAD =
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/query-b2.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">';
export const FAKE_BUILD_CSS = '.product-card{display:flex}';

/** A built web app in miniature: the page the server fills in (its root holds the splash, as the real one). */
export function fakeWebBuild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>Steelyard</title>${FAKE_BUILD_HEAD}</head><body><div id="root"><div class="boot-splash"></div></div></body></html>`,
  );
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-c3.css'), FAKE_BUILD_CSS);
  return dir;
}

/** The whole app serving a fake web build (`fakeWebBuild`); closing it removes the build too. */
export async function buildTestAppWithWebBuild(env: Record<string, string> = {}): Promise<TestContext> {
  const webDist = fakeWebBuild();
  const ctx = await buildTestApp({ WEB_DIST: webDist, ...env });
  return {
    ...ctx,
    async close() {
      await ctx.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/** The first screen's answers a page carries (null: none) and the images it preloads. */
export function firstScreenOf(html: string) {
  const data = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(html)?.[1];
  const images = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
  return { answers: data ? (JSON.parse(data) as { key: string; body: unknown }[]) : null, images };
}
