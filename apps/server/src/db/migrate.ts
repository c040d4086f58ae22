import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

/** Runs every pending migration; throws with the failing one's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Capabilities are built on branches side by side, each with migrations of its own tables: one
  // merged later may sort before one a database already ran, and still runs (in name order).
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`,
      {
        cause: error,
      },
    );
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
