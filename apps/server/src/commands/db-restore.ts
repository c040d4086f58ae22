import path from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreEmbeddedDatabase } from '../db/backup.ts';

/**
 * `npm run db:restore -- file`: a backup of `db:backup` into DATA_DIR, which must hold no
 * database yet. The server then starts on it as usual (migrating it if the backup is older).
 */
async function restore() {
  const config = loadConfig();
  const file = process.argv[2];
  if (!file) throw new Error('Which backup? npm run db:restore -- <file.tar.gz>');
  if (config.databaseUrl)
    throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deploy.md, "Backups")');
  await restoreEmbeddedDatabase(path.resolve(file), config.dataDir);
  console.log(`[steelyard] restored ${file} into ${config.dataDir}`);
}

restore().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
