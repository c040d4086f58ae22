import type pg from 'pg';
import {
  announce,
  blocksChanged,
  onAnnounced,
  placesChanged,
  productViewsCounted,
  publicProductsChanged,
  settingsChanged,
  type Change,
} from '../src/db/changes.ts';
import type { Db } from '../src/db/database.ts';
import { watchWrites, type CommittedWrite } from './write-watch.ts';

/** Every named change a cache listens to (`src/db/changes.ts`). */
export const CHANGES: readonly Change[] = [
  publicProductsChanged,
  productViewsCounted,
  settingsChanged,
  placesChanged,
  blocksChanged,
];

/** The changes a committed write owes: those covering its table and one of its columns. */
export function changesOwedBy(write: Pick<CommittedWrite, 'table' | 'kind' | 'columns'>): Change[] {
  return CHANGES.filter(({ covers }) => {
    const covered = covers[write.table];
    if (!covered) return false;
    if (write.kind === 'delete') return true;
    if (write.kind === 'insert' && covered.inserts === false) return false;
    if (write.columns === null) return true;
    return write.columns.some(
      (column) =>
        (covered.columns === '*' || covered.columns.includes(column)) && !covered.except?.includes(column),
    );
  });
}

const TEST_FRAME = /\.test\.ts:|\/apps\/server\/test\//;
const APP_FRAME = /\/apps\/server\/src\//;
const NOT_DECIDING = /repository\.ts:|\/src\/db\/|\/test\/write-watch\.ts:/;

/**
 * Whether a test made the write itself (a fixture: `ctx.db.updateTable(…)`, or a repository called
 * from a test), rather than the app (a route, a service, a job, even one a test calls): the first
 * frame that decides, from the innermost, is a test's or the app's (repositories and db/ do not).
 */
export function isTestsOwnWrite(stack: string): boolean {
  for (const line of stack.split('\n').slice(1)) {
    if (NOT_DECIDING.test(line)) continue;
    if (TEST_FRAME.test(line)) return true;
    if (APP_FRAME.test(line)) return false;
  }
  return false;
}

let outside = 0;
/**
 * Runs a test's write as if another process made it (psql, another service): nobody announces it,
 * so only a cache's lifetime bounds what stays stale.
 */
export async function writeFromOutside<T>(write: () => Promise<T>): Promise<T> {
  outside++;
  try {
    return await write();
  } finally {
    outside--;
  }
}

interface ChangeChecker {
  watchPool(pool: pg.Pool): void;
  hear(database: Db): void;
}
const checkers = new WeakMap<Db, ChangeChecker>();
/** The checker of a test database (a second instance on it hears with it). */
export const changeCheckerOf = (db: Db) => checkers.get(db);

const failures: Error[] = [];
/** The checks that failed since the last call (the test setup fails the test with the first). */
export const takeChangeFailures = () => failures.splice(0);

/**
 * Keeps the named changes honest in tests. Every committed write the app makes to rows a cache
 * shows must be announced (`announce(db, change)`) before the next turn of the event loop, i.e.
 * right after its transaction: else the check fails the test, naming the write and the change it
 * owes. A test's own writes (fixtures) are announced here on its behalf, as a service would, so
 * tests read what they just wrote.
 */
export function createChangeChecker(): ChangeChecker {
  const owed = new Map<string, CommittedWrite[]>();
  const databases: Db[] = [];
  const check = () => {
    for (const [name, writes] of owed) {
      const write = writes[0]!;
      const error = new Error(
        `A committed ${write.kind} of ${write.table} (${write.columns?.join(', ') ?? 'rows'}) was not ` +
          `announced: call announce(db, ${name}) after its commit.\nThe write:\n${write.stack}`,
      );
      failures.push(error);
      console.error(error);
    }
    owed.clear();
  };
  const heard = (writes: CommittedWrite[]) => {
    const fixtures = new Set<Change>();
    for (const write of writes) {
      for (const change of changesOwedBy(write)) {
        if (isTestsOwnWrite(write.stack)) {
          if (outside === 0) fixtures.add(change);
        } else {
          if (owed.size === 0) setImmediate(check);
          owed.set(change.name, [...(owed.get(change.name) ?? []), write]);
        }
      }
    }
    for (const change of fixtures) for (const database of databases) announce(database, change);
  };
  return {
    watchPool: (pool: pg.Pool) => watchWrites(pool, heard),
    /** Hears the changes announced on `database` (the app's, and a second instance's). */
    hear(database: Db) {
      databases.push(database);
      checkers.set(database, this);
      onAnnounced(database, (change) => owed.delete(change.name));
    },
  };
}
