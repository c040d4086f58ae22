import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. */

export async function up(db: Kysely<any>): Promise<void> {
  // A member's block list, newest first, paged by (created_at, id).
  await db.schema
    .createIndex('blocks_blocker_created_idx')
    .on('blocks')
    .columns(['blocker_id', 'created_at desc', 'id desc'])
    .execute();
  // Contact uniqueness is checked on every account change (and contact sign-in looks it up).
  await sql`create index if not exists users_contact_idx on users (contact) where contact is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blocks_blocker_created_idx').ifExists().execute();
  await sql`drop index if exists users_contact_idx`.execute(db);
}
