import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('qnas')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // An inquiry is 'answered' once it has an answer; editing the answer keeps it answered.
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The member's own list, newest first.
  await sql`create index qnas_user_latest_idx on qnas (user_id, created_at desc, id desc)`.execute(db);
  // The back office: waiting ones oldest first (and the menu's count of them).
  await sql`create index qnas_waiting_idx on qnas (created_at, id) where answer is null`.execute(db);

  await db.schema
    .createTable('qna_images')
    .addColumn('qna_id', 'integer', (c) => c.notNull().references('qnas.id').onDelete('cascade'))
    // An uploaded image belongs to one inquiry at most.
    .addColumn('image_id', 'integer', (c) => c.notNull().unique().references('images.id'))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addPrimaryKeyConstraint('qna_images_pkey', ['qna_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('qna_images').ifExists().execute();
  await db.schema.dropTable('qnas').ifExists().execute();
}
