import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, openDatabase, type DatabaseHandle } from './database.ts';
import { watchWrites, type CommittedWrite } from '../../test/write-watch.ts';

// The statement watch the change checker stands on (test/change-checker.ts).
describe('the write watch', () => {
  let database: DatabaseHandle;
  const heard: CommittedWrite[][] = [];
  beforeAll(async () => {
    database = await openDatabase({
      pglite: createPglite(),
      watchPool: (pool) => watchWrites(pool, (writes) => heard.push(writes)),
    });
    await sql`create table things (id serial primary key, name text, seen timestamptz)`.execute(database.db);
  });
  afterAll(() => database.close());
  const hear = async (write: () => Promise<unknown>) => {
    heard.length = 0;
    await write();
    return heard.map((writes) => writes.map(({ table, kind, columns }) => ({ table, kind, columns })));
  };

  it('names the table, the kind and the columns of a write once it has run, and nothing for a read', async () => {
    const { db } = database;
    expect(await hear(() => sql`insert into things (name) values ('a'), ('b')`.execute(db))).toEqual([
      [{ table: 'things', kind: 'insert', columns: ['name'] }],
    ]);
    expect(
      await hear(() => sql`update things set "name" = 'c', seen = now() where id = 1`.execute(db)),
    ).toEqual([[{ table: 'things', kind: 'update', columns: ['name', 'seen'] }]]);
    expect(await hear(() => sql`select * from things`.execute(db))).toEqual([]);
    expect(await hear(() => sql`delete from things where id = 2`.execute(db))).toEqual([
      [{ table: 'things', kind: 'delete', columns: null }],
    ]);
  });

  it('names nothing for a write that changed no row, or failed', async () => {
    const { db } = database;
    expect(await hear(() => sql`update things set name = 'x' where false`.execute(db))).toEqual([]);
    expect(await hear(() => sql`update no_such_table set x = 1`.execute(db).catch(() => undefined))).toEqual(
      [],
    );
  });

  it('names a transaction’s writes together at its commit, and never those of a rolled back one', async () => {
    const { db } = database;
    const during: unknown[] = [];
    const committed = await hear(() =>
      db.transaction().execute(async (trx) => {
        await sql`insert into things (name) values ('d')`.execute(trx);
        await sql`update things set seen = now() where name = 'd'`.execute(trx);
        during.push(...heard);
      }),
    );
    expect(committed).toEqual([
      [
        { table: 'things', kind: 'insert', columns: ['name'] },
        { table: 'things', kind: 'update', columns: ['seen'] },
      ],
    ]);
    expect(during).toEqual([]);
    expect(
      await hear(() =>
        db
          .transaction()
          .execute(async (trx) => {
            await sql`insert into things (name) values ('e')`.execute(trx);
            throw new Error('changed my mind');
          })
          .catch(() => undefined),
      ),
    ).toEqual([]);
  });

  it('tells where the write was made: this test', async () => {
    await hear(() => sql`insert into things (name) values ('f')`.execute(database.db));
    expect(heard[0]![0]!.stack).toContain('write-watch.test.ts');
  });
});
