import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * `npm run migrate`: runs the pending migrations once, under the migration lock, and ends. A
 * deployment runs it before starting the instances with MIGRATE=false.
 */
async function migrate() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    const applied = await migrateToLatest(database.db);
    console.log(
      applied.length ? `[steelyard] migrated: ${applied.join(', ')}` : '[steelyard] migrations are current',
    );
  } finally {
    await database.close();
  }
}

migrate().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
