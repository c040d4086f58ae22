import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * A job with a freelancer, recorded in the chat room about their profile when either member marks
 * it finished: one per room (a retried "job finished" finds it). The room's two members are copied
 * as the freelancer's member and the client, so a review of the job reads its parties here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('freelancer_jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('room_id', 'integer', (c) =>
      c.notNull().unique().references('chat_rooms.id').onDelete('cascade'),
    )
    .addColumn('freelancer_id', 'integer', (c) =>
      c.notNull().references('freelancers.id').onDelete('cascade'),
    )
    .addColumn('freelancer_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('finished_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('finished_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('freelancer_jobs_two_parties', sql`freelancer_user_id <> client_id`)
    .execute();
  // The profile's page lists the reviews of its jobs; the cascades from a profile use it too.
  await sql`create index freelancer_jobs_freelancer_idx on freelancer_jobs (freelancer_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('freelancer_jobs').execute();
}
