#!/usr/bin/env node
/**
 * `npm run migrate` (and the other commands of apps/server/src/commands): runs one from the
 * server's build, rebuilt first when its sources changed, as `npm start` runs the server.
 * `node scripts/server-command.mjs <name> [arguments]`.
 */
import { buildAll, SERVER_COMMANDS } from './build.mjs';

const [name, ...args] = process.argv.slice(2);
if (!SERVER_COMMANDS.includes(name)) {
  console.error(`Unknown command ${name ?? ''}; one of: ${SERVER_COMMANDS.join(', ')}`);
  process.exit(1);
}
await buildAll({ ifStale: true, only: ['server'] });
process.setSourceMapsEnabled(true);
// The command reads its own arguments from process.argv, as when run as `node dist/<name>.js`.
process.argv = [process.argv[0], name, ...args];
await import(`../apps/server/dist/${name}.js`);
