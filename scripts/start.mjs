#!/usr/bin/env node
/**
 * `npm start`: builds what changed since the last build (the web app and the precompiled server,
 * see build.mjs), then runs the server in this process on the embedded database with demo data
 * unless the environment says otherwise. `--no-build` starts the last build as it is.
 */
import { buildAll } from './build.mjs';

if (!process.argv.includes('--no-build')) await buildAll({ ifStale: true });
process.setSourceMapsEnabled(true);
await import('../apps/server/dist/main.js');
