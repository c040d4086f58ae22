import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // Reports of a post, a member or a chat message, and removal requests (`kind` remove_request,
  // from anyone: `reporter_id` null for a visitor). `snapshot` keeps the content as it was.
  await db.schema
    .createTable('reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reportable_id', 'integer')
    .addColumn('target_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('text', 'text')
    .addColumn('snapshot', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('action', 'text')
    .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('handled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('reports_status', sql`status in ('open', 'handled', 'dismissed')`)
    .execute();
  // One open report per reporter and target: a repeat (or a racing double tap) hits this index.
  await sql`create unique index reports_open_unique on reports (reporter_id, kind, reportable_id)
    where status = 'open' and reporter_id is not null`.execute(db);
  await sql`create index reports_queue_idx on reports (status, created_at, id)`.execute(db);
  await sql`create index reports_target_idx on reports (target_user_id) where target_user_id is not null`.execute(
    db,
  );

  // Sanctions a member received from the desk; recent ones lower the trust score.
  await db.schema
    .createTable('sanctions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('until', 'timestamptz')
    .addColumn('report_id', 'integer', (c) => c.references('reports.id').onDelete('set null'))
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('sanctions_kind', sql`kind in ('warning', 'suspension', 'withdrawal')`)
    .execute();
  await db.schema
    .createIndex('sanctions_user_idx')
    .on('sanctions')
    .columns(['user_id', 'created_at'])
    .execute();

  // A suspension for a period ends by itself (the sanction-expiry job lifts it).
  await db.schema.alterTable('users').addColumn('suspended_until', 'timestamptz').execute();
  await sql`create index users_suspended_until_idx on users (suspended_until) where suspended_until is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_suspended_until_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('suspended_until').execute();
  await db.schema.dropTable('sanctions').execute();
  await db.schema.dropTable('reports').execute();
}
