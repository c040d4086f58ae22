import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { reusable } from './reusable-queries.ts';
import type { DB } from './schema.ts';

/** A database that only compiles (the dialect's compiler, no connection). */
const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('reusable statements', () => {
  let builds = 0;
  const postsOf = reusable(
    (kysely: Kysely<DB>, values: { userId: number; viewerId: number | null; limit: number }) => {
      builds++;
      let query = kysely
        .selectFrom('products')
        .select(['id', 'title'])
        .where('user_id', '=', values.userId)
        .where('deleted_at', 'is', null);
      if (values.viewerId !== null)
        query = query.where(
          sql<boolean>`not exists (select 1 from blocks where blocker_id = ${values.viewerId})`,
        );
      return query.orderBy('id', 'desc').limit(values.limit);
    },
  );

  it('builds once per shape and runs each call with its own values', () => {
    builds = 0;
    const first = postsOf(db, { userId: 7, viewerId: 3, limit: 10 });
    const second = postsOf(db, { userId: 8, viewerId: 4, limit: 20 });
    expect(builds).toBe(1);
    // The very same text: the prepared statement's name is found without hashing it again.
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual([7, 3, 10]);
    expect(second.parameters).toEqual([8, 4, 20]);
    expect(second.queryId).not.toBe(first.queryId);
    // What a fresh build gives for the same values.
    const fresh = db
      .selectFrom('products')
      .select(['id', 'title'])
      .where('user_id', '=', 8)
      .where('deleted_at', 'is', null)
      .where(sql<boolean>`not exists (select 1 from blocks where blocker_id = ${4})`)
      .orderBy('id', 'desc')
      .limit(20)
      .compile();
    expect({ sql: second.sql, parameters: second.parameters }).toEqual({
      sql: fresh.sql,
      parameters: fresh.parameters,
    });
  });

  it('takes a null value as another shape, built once too', () => {
    builds = 0;
    const visitor = postsOf(db, { userId: 7, viewerId: null, limit: 10 });
    postsOf(db, { userId: 9, viewerId: null, limit: 5 });
    expect(builds).toBe(1);
    expect(visitor.sql).not.toMatch(/blocks/);
    expect(visitor.parameters).toEqual([7, 10]);
    expect(postsOf(db, { userId: 1, viewerId: 2, limit: 3 }).sql).toMatch(/blocks/);
  });

  it('refuses a value that would be written into the text instead of a parameter', () => {
    const literal = reusable((kysely: Kysely<DB>, values: { title: string }) =>
      kysely
        .selectFrom('products')
        .select('id')
        .where(sql<boolean>`title = ${sql.lit(values.title)}`),
    );
    expect(() => literal(db, { title: 'lathe' })).toThrow(/title is not a parameter/);
    const unused = reusable((kysely: Kysely<DB>, _values: { id: number }) =>
      kysely.selectFrom('products').select('id').where('id', '=', 1),
    );
    expect(() => unused(db, { id: 2 })).toThrow(/id is not a parameter/);
  });
});
