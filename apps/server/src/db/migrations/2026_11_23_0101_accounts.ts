import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. */

export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // Email, nickname and contact are unique among live accounts only: a withdrawn account keeps
  // its data for the retention period while the same email may join again after the ban.
  await sql`drop index users_email_unique`.execute(db);
  await sql`drop index users_nickname_unique`.execute(db);
  await sql`create unique index users_email_unique on users (lower(email)) where withdrawn_at is null`.execute(
    db,
  );
  await sql`create unique index users_nickname_unique on users (lower(nickname)) where withdrawn_at is null`.execute(
    db,
  );
  // Contacts are compared normalized (digits, a leading '+'), whatever format an older row has.
  await sql`create unique index users_contact_unique on users (regexp_replace(contact, '[^0-9+]', '', 'g'))
    where withdrawn_at is null and contact is not null`.execute(db);
  // The purge job finds withdrawn accounts past retention that are not anonymised yet.
  await db.schema.alterTable('users').addColumn('purged_at', 'timestamptz').execute();
  await sql`create index users_withdrawn_purge_idx on users (withdrawn_at)
    where withdrawn_at is not null and purged_at is null`.execute(db);

  // A stable numeric id per session for the member's device list (the primary key is a token hash).
  await sql`alter table sessions add column public_id bigserial`.execute(db);
  await sql`create unique index sessions_public_id_unique on sessions (public_id)`.execute(db);

  // Rejoin bans after withdrawal: one row per identity ('email:<normalized>', 'contact:<digits>',
  // 'social:<provider>:<subject>'), stored as a SHA-256 so the table holds no readable data.
  await db.schema
    .createTable('rejoin_bans')
    .addColumn('identity_hash', 'text', (c) => c.primaryKey())
    .addColumn('banned_until', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('rejoin_bans_until_idx').on('rejoin_bans').column('banned_until').execute();

  // One-time codes (sign-in by contact, password reset): the code and the reset token are hashed.
  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('target_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('reset_token_hash', 'text')
    .addColumn('reset_expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('one_time_codes_target_idx')
    .on('one_time_codes')
    .columns(['purpose', 'target_hash', 'created_at desc'])
    .execute();
  await sql`create unique index one_time_codes_reset_token_unique on one_time_codes (reset_token_hash)
    where reset_token_hash is not null`.execute(db);
  await db.schema
    .createIndex('one_time_codes_expires_idx')
    .on('one_time_codes')
    .column('expires_at')
    .execute();
  await db.schema.createIndex('one_time_codes_user_idx').on('one_time_codes').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('one_time_codes').execute();
  await db.schema.dropTable('rejoin_bans').execute();
  await sql`drop index sessions_public_id_unique`.execute(db);
  await sql`alter table sessions drop column public_id`.execute(db);
  await sql`drop index users_withdrawn_purge_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('purged_at').execute();
  await sql`drop index users_contact_unique`.execute(db);
  await sql`drop index users_email_unique`.execute(db);
  await sql`drop index users_nickname_unique`.execute(db);
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);
  await sql`create unique index users_nickname_unique on users (lower(nickname))`.execute(db);
}
