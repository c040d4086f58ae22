import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest, pendingMigrations } from './migrate.ts';
import { migrations } from './migrations/index.ts';

/*
 * Instances starting together on one fresh PostgreSQL database (or `npm run migrate` run by
 * several deploy jobs at once): every run succeeds, each migration runs once, and the schema is
 * the one a single run makes. On the PostgreSQL server of the suite's second run.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const INSTANCES = 4;

function databaseUrl(name: string) {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every column of the public schema, with its type and default, in a stable order. */
async function schemaOf(db: DatabaseHandle['db']) {
  const { rows } = await sql<{ column: string }>`
    select table_name || '.' || column_name || ' ' || data_type || ' ' || coalesce(column_default, '') as column
    from information_schema.columns where table_schema = 'public' order by 1`.execute(db);
  return rows.map((row) => row.column);
}

describe.skipIf(!serverUrl)('migrations run by several instances at once', () => {
  const suffix = randomBytes(4).toString('hex');
  const together = `ops_migrate_${suffix}`;
  const alone = `ops_migrate_${suffix}_alone`;
  let admin: DatabaseHandle;
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: serverUrl! });
    for (const name of [together, alone]) await sql`create database ${sql.id(name)}`.execute(admin.db);
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    for (const name of [together, alone])
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.close();
  });

  it('all succeed, each migration runs once, and the schema is a single run’s', async () => {
    for (let i = 0; i < INSTANCES; i++)
      handles.push(await openDatabase({ databaseUrl: databaseUrl(together) }));
    const applied = await Promise.all(handles.map((handle) => migrateToLatest(handle.db)));
    const names = Object.keys(migrations);
    expect(applied.flat().sort()).toEqual([...names].sort());
    expect(await pendingMigrations(handles[0]!.db)).toEqual([]);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(handles[0]!.db);
    expect(rows).toHaveLength(names.length);

    const single = await openDatabase({ databaseUrl: databaseUrl(alone) });
    handles.push(single);
    await migrateToLatest(single.db);
    expect(await schemaOf(handles[0]!.db)).toEqual(await schemaOf(single.db));
  }, 120_000);
});
