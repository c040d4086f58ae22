#!/usr/bin/env node
/**
 * `npm run build`: the web app (Vite → apps/web/dist, with brotli and gzip copies of every text
 * file; and its server bundle, Vite's SSR build of `src/entry-server.tsx` → apps/web/dist-ssr, with
 * which the server draws the first screens) and the server (esbuild → apps/server/dist/main.js and its commands, each one ES module with the app and the
 * contracts inside and the npm packages outside), so production starts plain JavaScript instead of
 * compiling TypeScript at every start.
 *
 * `--if-stale` builds only what changed: each output keeps a hash of its inputs, and a warm
 * `npm start` then starts in a few seconds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

const targets = {
  web: {
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite-precompress.ts',
      'apps/web/package.json',
    ],
    stamp: 'apps/web/dist/.build-stamp',
    build: buildWeb,
  },
  server: {
    inputs: ['apps/server/src', 'apps/server/package.json'],
    stamp: 'apps/server/dist/.build-stamp',
    build: buildServer,
  },
};
/** What both sides are made of: the shared contracts, the locked dependency tree and this script. */
const sharedInputs = ['packages/contracts/src', 'package-lock.json', 'scripts/build.mjs'];

/** The files of an input: itself, or every file under it. */
function filesOf(relative) {
  const full = at(relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** One hash over the names and contents of every input file (tests aside), in a stable order. */
function hashOf(inputs) {
  const hash = createHash('sha256');
  const files = inputs.flatMap(filesOf).filter((file) => !/\.test\.tsx?$/.test(file));
  for (const file of files.sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(at(file)))
      .update('\0');
  return hash.digest('hex');
}

/** Where the server finds the web app's server bundle (the first screens it draws, `entry-server.tsx`). */
export const WEB_SSR_DIST = 'apps/web/dist-ssr';

function vite(...args) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
    cwd: at('apps/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web build failed');
}

function buildWeb() {
  vite();
  vite('--ssr', 'src/entry-server.tsx', '--outDir', path.relative(at('apps/web'), at(WEB_SSR_DIST)));
}

/** `apps/server/src/commands/<name>.ts`, each built beside main.js as `dist/<name>.js`. */
export const SERVER_COMMANDS = ['migrate', 'storage-copy', 'db-backup', 'db-restore'];

async function buildServer() {
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(at('apps/server/package.json'), 'utf8'));
  await build({
    // The server, and the commands an operator runs beside it (scripts/server-command.mjs).
    entryPoints: {
      main: at('apps/server/src/main.ts'),
      ...Object.fromEntries(SERVER_COMMANDS.map((name) => [name, at(`apps/server/src/commands/${name}.ts`)])),
    },
    outdir: at('apps/server/dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // npm packages load from node_modules as usual; the workspace's TypeScript (the app and
    // @steelyard/contracts) is compiled in.
    external: Object.keys(pkg.dependencies ?? {}),
    logLevel: 'warning',
  });
}

/** Builds the targets (all, or only those whose inputs changed). */
export async function buildAll({ ifStale = false, only = Object.keys(targets) } = {}) {
  for (const name of only) {
    const target = targets[name];
    const hash = hashOf([...target.inputs, ...sharedInputs]);
    const stampFile = at(target.stamp);
    if (ifStale && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) continue;
    const started = performance.now();
    await target.build();
    writeFileSync(stampFile, hash);
    console.log(`[build] ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.argv.slice(2).filter((arg) => arg in targets);
  await buildAll({ ifStale: process.argv.includes('--if-stale'), only: only.length ? only : undefined });
}
