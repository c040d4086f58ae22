import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

/**
 * The session-level advisory lock every migration run holds: instances (or `npm run migrate`
 * jobs) starting together on one database migrate one after the other, the later ones finding
 * nothing left to do. Kysely's own lock covers the migrations but not the creation of its tables.
 */
const MIGRATION_LOCK_KEY = 7_264_190_117;

function migratorOf(db: Kysely<any>) {
  // Capabilities are built on branches side by side, each with migrations of its own tables: one
  // merged later may sort before one a database already ran, and still runs (in name order).
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
}

/** Runs every pending migration under the migration lock; throws with the failing one's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // One connection holds the lock and runs the migrations (a pool could hand the unlock to another).
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      return await runPending(connection);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}

async function runPending(db: Kysely<any>): Promise<string[]> {
  const { error, results = [] } = await migratorOf(db).migrateToLatest();
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

/** The migrations this code knows that the database has not run (a fresh database: all of them). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = await migratorOf(db).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
