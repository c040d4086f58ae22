import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
