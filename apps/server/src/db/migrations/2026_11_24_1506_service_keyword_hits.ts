import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  // Which member was already alerted about which drawing request or production notice: never twice.
  await db.schema
    .createTable('service_keyword_alert_hits')
    .addColumn('request_id', 'integer', (c) =>
      c.notNull().references('service_requests.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('service_keyword_alert_hits_pk', ['request_id', 'user_id'])
    .execute();
  // A withdrawn member's rows go with them (the cascade looks them up by user).
  await db.schema
    .createIndex('service_keyword_alert_hits_user_idx')
    .on('service_keyword_alert_hits')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('service_keyword_alert_hits').ifExists().execute();
}
