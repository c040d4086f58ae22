import type pg from 'pg';

/**
 * One committed write the app sent: its table, what it did, the columns an UPDATE set (or an INSERT
 * named; null when the text does not say), and where it was made (the stack of the statement, or
 * of the COMMIT for a transaction's writes).
 */
export interface CommittedWrite {
  table: string;
  kind: 'insert' | 'update' | 'delete';
  columns: string[] | null;
  stack: string;
}

/**
 * Tells which tables a pool's statements changed, once the change is committed: a write outside a
 * transaction when it has run, the writes of a transaction at its COMMIT (a rolled back one never,
 * nor a statement that changed no row). Tests check with it that the app announces its changes
 * (`change-checker.ts`). It reads the SQL text (Kysely's `insert into "t"`, `update "t"`,
 * `delete from "t"` and raw SQL alike); a word taken for a table that is not one (`for update of`,
 * `do update set`) names a table nobody watches.
 */
export function watchWrites(pool: pg.Pool, onCommit: (writes: CommittedWrite[]) => void): void {
  pool.on('connect', (client) => {
    let inTransaction = false;
    const written: Omit<CommittedWrite, 'stack'>[] = [];
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
    client.query = ((first: unknown, ...rest: unknown[]) => {
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
      if (typeof text !== 'string') return query(first, ...rest);
      const result = query(first, ...rest);
      if (BEGIN.test(text)) {
        inTransaction = true;
        written.length = 0;
      } else if (COMMIT.test(text) || ROLLBACK.test(text)) {
        const committed = COMMIT.test(text) ? written.splice(0) : [];
        written.length = 0;
        inTransaction = false;
        if (committed.length === 0) return result;
        const stack = stackHere();
        return result.then((value) => (onCommit(committed.map((write) => ({ ...write, stack }))), value));
      } else {
        const writes = writesOf(text);
        if (writes.length === 0) return result;
        const stack = inTransaction ? '' : stackHere();
        return result.then((value) => {
          if (changedNoRow(value)) return value;
          if (inTransaction) written.push(...writes);
          else onCommit(writes.map((write) => ({ ...write, stack })));
          return value;
        });
      }
      return result;
    }) as typeof client.query;
  });
}

const WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/gi;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(?:commit|end)\b/i;
const ROLLBACK = /^\s*rollback\s*$/i;
const SET_CLAUSE = /^\s*set\s+([\s\S]*?)(?:\s+(?:where|from|returning)\b|$)/i;
const SET_COLUMN = /(?:^|,)\s*"?(\w+)"?\s*=/g;
const INSERT_COLUMNS = /^\s*\(([^)]*)\)/;

/** The writes in one statement's text, with the columns it names. */
function writesOf(text: string): Omit<CommittedWrite, 'stack'>[] {
  return [...text.matchAll(WRITE)].map((match) => {
    const verb = match[1]!.toLowerCase();
    const kind = verb.startsWith('insert') ? 'insert' : verb === 'update' ? 'update' : 'delete';
    const after = text.slice(match.index! + match[0].length);
    let columns: string[] | null = null;
    if (kind === 'update') {
      const set = SET_CLAUSE.exec(after)?.[1];
      if (set) columns = [...set.matchAll(SET_COLUMN)].map((column) => column[1]!);
    } else if (kind === 'insert') {
      const named = INSERT_COLUMNS.exec(after)?.[1];
      if (named) columns = named.split(',').map((column) => column.trim().replace(/"/g, ''));
    }
    return { table: match[2]!.toLowerCase(), kind, columns: columns?.length ? columns : null };
  });
}

/** An INSERT, UPDATE or DELETE that matched no row changed nothing (a CTE's writes are not counted). */
const changedNoRow = (result: pg.QueryResult) =>
  ['INSERT', 'UPDATE', 'DELETE'].includes(result?.command) && result.rowCount === 0;

/** The whole (async) stack: where the app or a test made the write. */
function stackHere() {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return stack;
}
