import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { observePool } from '../lib/metrics.ts';
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
  /** `onConnectionError` hears of connections the server dropped (a restart, a network cut). */
  (
    | { databaseUrl: string; onConnectionError?: (error: Error) => void }
    | { dataDir: string }
    /** An already open PGlite (tests clone a migrated template into memory). */
    | { pglite: PGlite }
  ) & {
    /** Sees the pool before its first connection: tests watch the statements the app sends. */
    watchPool?: (pool: pg.Pool) => void;
  };

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is in use by another Steelyard process. ` +
        'Stop it first, or point DATA_DIR elsewhere. (PGlite has no locking of its own: two processes on one folder lose rows.)',
    );
  }
}

/** The extensions the migrations create. */
export const pgliteExtensions = { pg_trgm, btree_gist };

export function createPglite(dataDir?: string): PGlite {
  // One options object: `new PGlite(undefined, options)` (in memory) dropped the extensions.
  return new PGlite({ dataDir, extensions: pgliteExtensions });
}

/** Where DATA_DIR keeps the embedded database. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Locks an embedded database's folder against every other Steelyard process (a server, a backup),
 * creating it when missing; resolves with the release.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, { stale: 15_000, update: 5_000, realpath: false });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dir);
    throw error;
  }
}

/** Opens PGlite (embedded, folder locked against a second process) or a PostgreSQL server. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // While the server is away a request fails within seconds (a 503) instead of waiting on.
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    // A connection the server drops (57P01 on a restart) emits 'error': on an idle client through
    // the pool, on a checked-out one (between two queries of a transaction) on the client itself.
    // Unheard, either ends the process. The broken client is discarded and the next query opens a
    // new connection, so the app recovers by itself once the server answers again.
    const onConnectionError = options.onConnectionError ?? (() => {});
    pool.on('error', onConnectionError);
    pool.on('connect', (client) => client.on('error', onConnectionError));
    prepareStatements(pool);
    options.watchPool?.(pool);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const observed = observePool(pool);
    return {
      db,
      kind: 'postgres',
      async close() {
        observed.forget();
        await db.destroy();
      },
    };
  }

  let release: (() => Promise<void>) | undefined;
  let pglite: PGlite;
  if ('dataDir' in options) {
    const dir = pgliteDirOf(options.dataDir);
    release = await lockDataDir(dir);
    pglite = createPglite(dir);
  } else {
    pglite = options.pglite;
  }
  await pglite.waitReady;
  // PGlite's node-postgres adapter gives one connection: a pg.Pool of size 1 over it, so both
  // modes share Kysely's standard dialect and the same type parsing.
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  options.watchPool?.(pool);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const observed = observePool(pool);
  return {
    db,
    kind: 'pglite',
    async close() {
      observed.forget();
      await db.destroy();
      await pglite.close();
      await release?.();
    },
  };
}

/** Resolves once the database answers a query (the readiness probe). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** SQLSTATEs of a server that is away: connection exceptions (08…) and shutting down or starting (57P0…). */
const UNAVAILABLE_STATES = /^(08|57P0[1-3]$|53300$)/;
/** Socket errors of a server that cannot be reached. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres' own messages for a connection that ended or never opened (they carry no code). */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed)/;

/**
 * Whether an error means the database cannot be reached right now (restarting, down, the network
 * cut) rather than that a query was wrong: the request answers 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNREACHABLE.has(code))) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return LOST_CONNECTION.test(error.message);
}
