import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The production server as `npm start` runs it (the last build, no rebuild) on a fresh embedded
 * database with demo data, on a free-ish loopback port; or BASE_URL when it points at a running one.
 */
export async function startServer({ env = {} } = {}) {
  if (process.env.BASE_URL) return { url: process.env.BASE_URL, stop() {} };
  const port = 3900 + Math.floor(Math.random() * 90);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SAMPLE_LOGIN: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
  };
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${url}/api/settings`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('The server did not start');
}

/** The id of the newest product of the demo data (for a product page to measure). */
export async function newestProductId(url) {
  const body = await fetch(`${url}/api/products?per_page=1`).then((r) => r.json());
  return body.data[0]?.id;
}
