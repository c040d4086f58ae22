import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { prepareStatements } from './prepared-statements.ts';
import type { DB } from './schema.ts';

// bigint (price) and numeric come back as JS numbers: prices stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export type Db = Kysely<DB>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** An already open PGlite (tests clone a migrated template into memory). */
  | { pglite: PGlite };

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is in use by another Steelyard process. ` +
        'Stop it first, or point DATA_DIR elsewhere. (PGlite has no locking of its own: two processes on one folder lose rows.)',
    );
  }
}

export function createPglite(dataDir?: string): PGlite {
  return new PGlite(dataDir, { extensions: { pg_trgm } });
}

/** Opens PGlite (embedded, folder locked against a second process) or a PostgreSQL server. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    prepareStatements(pool);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  let release: (() => Promise<void>) | undefined;
  let pglite: PGlite;
  if ('dataDir' in options) {
    const dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    try {
      release = await lockfile.lock(dir, { stale: 15_000, update: 5_000, realpath: false });
    } catch (error) {
      if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dir);
      throw error;
    }
    pglite = createPglite(dir);
  } else {
    pglite = options.pglite;
  }
  await pglite.waitReady;
  // PGlite's node-postgres adapter gives one connection: a pg.Pool of size 1 over it, so both
  // modes share Kysely's standard dialect and the same type parsing.
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      await pglite.close();
      await release?.();
    },
  };
}
