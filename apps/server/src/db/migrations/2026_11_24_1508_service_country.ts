import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  // The country whose currency a request's budget and quotes, and a freelancer's rate, are in
  // (as products.country): the owner's country, else Korea.
  for (const table of ['service_requests', 'freelancers']) {
    await db.schema
      .alterTable(table)
      .addColumn('country', 'text', (c) => c.notNull().defaultTo('KR'))
      .execute();
    await sql`update ${sql.table(table)} t set country = u.country
      from users u where u.id = t.user_id and u.country is not null`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['service_requests', 'freelancers'])
    await db.schema.alterTable(table).dropColumn('country').execute();
}
