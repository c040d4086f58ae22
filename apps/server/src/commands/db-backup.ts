import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backupEmbeddedDatabase } from '../db/backup.ts';

/**
 * `npm run db:backup [-- file]`: the embedded database (DATA_DIR) as one gzipped tarball, by
 * default `DATA_DIR/backups/steelyard-<time>.tar.gz`. Refused while a server has the folder open,
 * and with DATABASE_URL (pg_dump, docs/deploy.md).
 */
async function backup() {
  const config = loadConfig();
  if (config.databaseUrl)
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/deploy.md, "Backups"); db:backup is for the embedded database',
    );
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(
    process.argv[2] ?? path.join(config.dataDir, 'backups', `steelyard-${stamp}.tar.gz`),
  );
  const bytes = await backupEmbeddedDatabase(config.dataDir, file);
  console.log(`[steelyard] backed up ${config.dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
}

backup().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
