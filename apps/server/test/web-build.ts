import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built web app in miniature: the page the server fills in (its root holds the splash, as the real one). */
export function fakeWebBuild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Steelyard</title></head><body><div id="root"><div class="boot-splash"></div></div></body></html>',
  );
  return dir;
}
