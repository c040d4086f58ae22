import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // Admin announcements: one row per send; each recipient's alarm refers to it.
  await db.schema
    .createTable('alarm_announcements')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('audience_value', 'text')
    .addColumn('recipient_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('alarm_announcements_created_idx')
    .on('alarm_announcements')
    .columns(['created_at desc', 'id desc'])
    .execute();

  // A member's notifications. `params` keeps what the text needs (a nickname, a keyword, a title)
  // as it was when the alarm was raised; the text itself is rendered in the reader's language.
  await db.schema
    .createTable('alarms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('target_id', 'integer')
    .addColumn('announcement_id', 'integer', (c) =>
      c.references('alarm_announcements.id').onDelete('cascade'),
    )
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // The list (newest first, keyset) and the 50-cap trim.
  await db.schema
    .createIndex('alarms_user_created_idx')
    .on('alarms')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();
  // The header badge.
  await sql`create index alarms_user_unread_idx on alarms (user_id) where read_at is null`.execute(db);
  // The 90-day retention job.
  await db.schema.createIndex('alarms_created_idx').on('alarms').column('created_at').execute();
  // Delivering an announcement's pushes in batches.
  await sql`create index alarms_announcement_idx on alarms (announcement_id, id) where announcement_id is not null`.execute(
    db,
  );

  // Keyword alerts. `normalized` (NFKC, lowercased, spaces collapsed) is what is matched and what
  // must be unique per member; `grams` are its character bigrams, so a product's `search_grams`
  // find candidate alerts through the GIN index (`grams <@ product grams`) before the substring
  // check — this works for Korean and Japanese, which have no spaces between words.
  await db.schema
    .createTable('keyword_alerts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('normalized', 'text', (c) => c.notNull())
    .addColumn('grams', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('keyword_alerts_user_normalized_unique', ['user_id', 'normalized'])
    .execute();
  await sql`create index keyword_alerts_grams_idx on keyword_alerts using gin (grams)`.execute(db);

  // Which member was already alerted about which product: never twice, even after an edit.
  await db.schema
    .createTable('keyword_alert_hits')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('keyword_alert_hits_pk', ['product_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('keyword_alert_hits_user_idx')
    .on('keyword_alert_hits')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['keyword_alert_hits', 'keyword_alerts', 'alarms', 'alarm_announcements']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
