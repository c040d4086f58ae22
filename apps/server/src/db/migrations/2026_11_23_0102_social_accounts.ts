import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. */

export async function up(db: Kysely<any>): Promise<void> {
  // One row per identity at an outside provider (Naver, Google, Apple) linked to a member.
  await db.schema
    .createTable('social_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('social_accounts_identity_unique')
    .on('social_accounts')
    .columns(['provider', 'subject'])
    .unique()
    .execute();
  await db.schema.createIndex('social_accounts_user_idx').on('social_accounts').column('user_id').execute();
  // The sample-login list and the admin's examples page read only the few sample accounts.
  await sql`create index users_sample_idx on users (id) where is_sample`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_sample_idx`.execute(db);
  await db.schema.dropTable('social_accounts').ifExists().execute();
}
