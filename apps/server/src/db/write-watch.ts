import type { Compilable, Kysely } from 'kysely';
import type pg from 'pg';
import type { DB } from './schema.ts';

/** The database as database.ts types it (`Db`), named here so the two files do not import each other. */
type Db = Kysely<DB>;

/**
 * Tells this instance which tables its own statements changed, once the change is committed: a
 * write outside a transaction when it has run, the writes of a transaction at its COMMIT (a rolled
 * back one never). Caches of what those tables hold listen here and drop what they keep before the
 * writer's answer leaves; other instances hear of it through the invalidation bus.
 *
 * It reads the SQL text the app sends (Kysely's `insert into "t"`, `update "t"`, `delete from "t"`
 * and raw SQL alike). A word taken for a table that is not one (`for update of`, `do update set`)
 * only drops a cache once more than needed.
 */
export interface WriteWatch {
  onCommit(listener: (tables: ReadonlySet<string>) => void): void;
}

/** Ends the text of a statement the watch leaves unreported (`executeReportedByCaller`). */
const REPORTED_BY_CALLER = '/* reported by its caller */';

const WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/gi;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(?:commit|end)\b/i;
const ROLLBACK = /^\s*rollback\s*$/i;

const watches = new WeakMap<Db, WriteWatch>();

/** The watch of a database opened by `openDatabase`; none for any other (nothing may be cached then). */
export const writeWatchOf = (db: Db): WriteWatch | undefined => watches.get(db);

export function watchWrites(pool: pg.Pool, db: Db): void {
  const listeners: Array<(tables: ReadonlySet<string>) => void> = [];
  const emit = (tables: ReadonlySet<string>) => {
    if (tables.size) for (const listener of listeners) listener(tables);
  };
  // The app's statement texts are a bounded set; each is read once.
  const tablesOfText = new Map<string, ReadonlySet<string>>();
  const tablesOf = (text: string): ReadonlySet<string> => {
    let tables = tablesOfText.get(text);
    if (!tables) {
      tables = text.endsWith(REPORTED_BY_CALLER)
        ? new Set()
        : new Set([...text.matchAll(WRITE)].map((match) => match[1]!.toLowerCase()));
      if (tablesOfText.size < 5000) tablesOfText.set(text, tables);
    }
    return tables;
  };

  pool.on('connect', (client) => {
    let inTransaction = false;
    const written = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
    client.query = ((first: unknown, ...rest: unknown[]) => {
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
      if (typeof text !== 'string') return query(first, ...rest);
      const result = query(first, ...rest);
      if (BEGIN.test(text)) {
        inTransaction = true;
        written.clear();
      } else if (COMMIT.test(text) || ROLLBACK.test(text)) {
        const committed = COMMIT.test(text) ? new Set(written) : new Set<string>();
        inTransaction = false;
        written.clear();
        return result.then((value) => (emit(committed), value));
      } else {
        const tables = tablesOf(text);
        if (tables.size && inTransaction) tables.forEach((table) => written.add(table));
        else if (tables.size) return result.then((value) => (emit(tables), value));
      }
      return result;
    }) as typeof client.query;
  });

  watches.set(db, { onCommit: (listener) => void listeners.push(listener) });
}

/**
 * Runs a write the watch does not report, because its caller tells the caches itself exactly which
 * rows it changed: a batch of view counts touches a few posts, and reported as a write to
 * `products` it would drop every post's kept page each second.
 */
export function executeReportedByCaller<R>(db: Db, query: Compilable<R>) {
  const compiled = query.compile();
  return db.executeQuery<R>({ ...compiled, sql: `${compiled.sql} ${REPORTED_BY_CALLER}` });
}
