import { productListQuerySchema } from '@steelyard/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseUrl } from '../../../test/test-database.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { browseProducts } from './products.service.ts';

// Plans of prepared statements are a PostgreSQL server's (PGlite's adapter runs each query as it comes).
describe.skipIf(!testDatabaseUrl())('the list’s statements on a PostgreSQL server', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    // Enough posts, some hidden, that reading the visible ones by their index is the plan to keep.
    const seller = await createUser(database.db);
    const model = await createProduct(database.db, seller.id, { title: 'planned lathe' });
    await sql`insert into products (user_id, category_id, type, status, title, price, description,
        keywords, search_grams, country, city, county, is_hidden, created_at)
      select user_id, category_id, type, status, title || ' ' || n, price, description, keywords,
        search_grams, country, city, county, n % 10 = 0, created_at - n * interval '1 minute'
      from products, generate_series(1, 20000) as n where products.id = ${model.id}`.execute(database.db);
    await sql`analyze`.execute(database.db);
  });
  afterAll(() => database.close());

  /** How often each of the list's statements on one connection was planned for all values, and for each read. */
  async function plansOfPages(query: Record<string, string>, reads: number) {
    return database.db.connection().execute(async (connection) => {
      const first = await browseProducts(
        connection,
        null,
        productListQuerySchema.parse({ ...query, cursor: '' }),
      );
      const next = productListQuerySchema.parse({ ...query, cursor: first.nextCursor });
      for (let n = 0; n < reads; n++) await browseProducts(connection, null, next);
      const { rows } = await sql<{ statement: string; generic_plans: number; custom_plans: number }>`
        select statement, generic_plans::int, custom_plans::int from pg_prepared_statements
        where statement like '%order by%limit%'`.execute(connection);
      return rows;
    });
  }

  it('plans a page after a cursor once for all cursors', async () => {
    const plans = await plansOfPages({ per_page: '20' }, 10);
    const page = plans.find((statement) => statement.custom_plans + statement.generic_plans === 10);
    // PostgreSQL plans the first five reads each, then keeps the plan for all values.
    expect(page).toMatchObject({ custom_plans: 5, generic_plans: 5 });
  });
});
