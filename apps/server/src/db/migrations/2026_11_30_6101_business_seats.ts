import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Company seats (issue 30): members a business invites by email with a code, who then act for it.
 * A member holds at most one live seat (of one business); a business has at most one live
 * invitation per address. Removal and revocation keep the row, stamped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('business_seats')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await sql`create unique index business_seats_live_member on business_seats (user_id)
    where removed_at is null`.execute(db);
  await sql`create index business_seats_business on business_seats (business_id)
    where removed_at is null`.execute(db);

  await db.schema
    .createTable('business_seat_invitations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'integer', (c) => c.references('users.id'))
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint(
      'business_seat_invitations_accepted_whole',
      sql`(accepted_at is null) = (accepted_by is null)`,
    )
    .execute();
  await sql`create unique index business_seat_invitations_live_email
    on business_seat_invitations (business_id, lower(email))
    where accepted_at is null and revoked_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('business_seat_invitations').execute();
  await db.schema.dropTable('business_seats').execute();
}
