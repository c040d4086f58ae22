import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseUrl } from '../../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';

// Named statements are a PostgreSQL server feature (PGlite's adapter runs each query as it comes).
describe.skipIf(!testDatabaseUrl())('prepared statements on a PostgreSQL server', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('prepares each query once per connection and reuses it', async () => {
    const names = await database.db.connection().execute(async (connection) => {
      for (let i = 0; i < 3; i++)
        await connection.selectFrom('categories').select('id').where('id', '=', i).execute();
      return sql<{ name: string; generic_plans: number; custom_plans: number }>`
        select name, generic_plans::int, custom_plans::int from pg_prepared_statements`.execute(connection);
    });
    const categories = names.rows.filter((row) => row.name.startsWith('s_'));
    // The categories query once (run three times) and the pg_prepared_statements query itself.
    expect(categories.length).toBe(2);
    expect(categories.some((row) => row.generic_plans + row.custom_plans === 3)).toBe(true);
  });

  it('survives a table changed under a prepared `select *` (another instance migrated it)', async () => {
    const rows = await database.db.connection().execute(async (connection) => {
      await sql`create table widening (id int)`.execute(connection);
      await sql`insert into widening values (1)`.execute(connection);
      await connection
        .selectFrom('widening' as never)
        .selectAll()
        .execute();
      await sql`alter table widening add column label text default 'new'`.execute(connection);
      return connection
        .selectFrom('widening' as never)
        .selectAll()
        .execute();
    });
    expect(rows).toEqual([{ id: 1, label: 'new' }]);
  });

  it('leaves transaction control and DDL unnamed', async () => {
    await database.db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = 5000`.execute(trx);
      const rows = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        trx,
      );
      expect(rows.rows.map((row) => row.statement.trim().toLowerCase())).not.toContainEqual(
        expect.stringMatching(/^(begin|set|commit)/),
      );
    });
  });
});
