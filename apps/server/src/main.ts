import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { describeListenAddress, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest, pendingMigrations } from './db/migrate.ts';
import { seedDatabase } from './db/seed/index.ts';
import { scheduledJobs } from './scheduled-jobs.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { startMetricsServer } from './http/metrics.ts';
import { openBundledCountryLookup } from './lib/geoip.ts';
import { createDiskStorage } from './lib/storage.ts';
import { createS3Storage } from './lib/storage-s3.ts';

const DEMO_ACCOUNTS = [
  'admin@steelyard.test (admin)',
  ...[1, 2, 3, 4, 5].map((n) => `member${n}@steelyard.test`),
];

/** Reads config, opens and migrates the database, seeds, listens, and closes gracefully. */
async function main() {
  const config = loadConfig();
  const storage = config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.uploadDir);
  const log = (line: string) => console.log(`[steelyard] ${line}`);
  const onConnectionError = (error: Error & { code?: string }) =>
    console.warn(
      `[steelyard] database connection lost (${error.code ?? error.message}); reconnecting on demand`,
    );
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl, onConnectionError } : { dataDir: config.dataDir },
  );
  try {
    if (config.migrate) {
      const applied = await migrateToLatest(database.db);
      if (applied.length) log(`migrated: ${applied.join(', ')}`);
    } else {
      const pending = await pendingMigrations(database.db);
      if (pending.length)
        throw new Error(
          `MIGRATE=false, but ${pending.length} migration(s) have not run (the first: ${pending[0]}): run \`npm run migrate\` first`,
        );
    }
    await seedDatabase(database.db, storage, { demo: config.seedDemo, log });
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({
    config,
    db: database.db,
    storage,
    countryLookup: await openBundledCountryLookup(),
  });
  const { metrics } = config;
  const metricsServer = metrics?.port
    ? await startMetricsServer({ host: metrics.host, port: metrics.port, token: metrics.token })
    : undefined;
  const stopJobs = startScheduler(
    database.db,
    scheduledJobs(storage, { realtime: app.realtime, notifier: app.notifier }),
    (message, error) => app.log.error({ err: error }, message),
  );
  let closing = false;
  // SIGTERM (a balancer's or orchestrator's stop): /readyz turns 503 at once, the instance serves
  // on for SHUTDOWN_DRAIN_MS while the balancer notices, then stops taking connections and closes.
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.health.startDraining();
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    if (drainMs > 0) {
      log(`${signal}: draining (/readyz answers 503) for ${drainMs} ms, then closing`);
      await sleep(drainMs);
    }
    app.log.info(`${signal}: closing`);
    stopJobs();
    await app.close();
    await metricsServer?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log(`${describeListenAddress(config.host, port)}, on ${where}`);
  if (metrics && metricsServer) log(`metrics on http://${metrics.host}:${metricsServer.port}/metrics`);
  if (config.seedDemo) log(`demo accounts, password 'steelyard': ${DEMO_ACCOUNTS.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
