import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // Drawing requests and production notices: one table, one flow, told apart by `kind`.
  await db.schema
    .createTable('service_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('drawing', 'production')`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('process', 'text')
    .addColumn('material', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('tolerance', 'text')
    .addColumn('finish', 'text')
    .addColumn('deadline', 'date', (c) => c.notNull())
    .addColumn('closes_on', 'date', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('county', 'text')
    .addColumn('budget', 'bigint')
    .addColumn('is_confidential', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('terms', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(
          sql`status in ('open', 'quoting', 'awarded', 'in_production', 'delivered', 'closed', 'cancelled')`,
        ),
    )
    .addColumn('quote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('awarded_quote_id', 'integer')
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // The lists: per kind, newest first by id (keyset), visible ones only.
  await sql`create index service_requests_kind_latest_idx on service_requests (kind, id desc) where hidden_at is null`.execute(
    db,
  );
  // "Mine": a member's own requests.
  await sql`create index service_requests_user_idx on service_requests (user_id, id desc)`.execute(db);
  // The expiry job: requests still taking quotes, by the last day they do.
  await sql`create index service_requests_quoting_idx on service_requests (closes_on) where status in ('open', 'quoting')`.execute(
    db,
  );

  // Private files (drawings, attachments): kept in the database, never under the public uploads
  // path, so only the checked route can serve them (and every instance sees the same files).
  await db.schema
    .createTable('service_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('request_id', 'integer', (c) =>
      c.notNull().references('service_requests.id').onDelete('cascade'),
    )
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('service_files_request_position_unique', ['request_id', 'position'])
    .execute();

  // Every read of a file by someone other than its owner: who, which, when.
  await db.schema
    .createTable('service_file_downloads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('service_files.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index service_file_downloads_file_idx on service_file_downloads (file_id, created_at desc)`.execute(
    db,
  );

  // Suppliers who accepted a confidential request's terms (and may then read its drawings).
  await db.schema
    .createTable('service_terms_acceptances')
    .addColumn('request_id', 'integer', (c) =>
      c.notNull().references('service_requests.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('service_terms_acceptances_pk', ['request_id', 'user_id'])
    .execute();

  // Quotes: one per supplier and request.
  await db.schema
    .createTable('service_quotes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('request_id', 'integer', (c) =>
      c.notNull().references('service_requests.id').onDelete('cascade'),
    )
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('lead_days', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('valid_until', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('submitted')
        .check(sql`status in ('submitted', 'awarded', 'declined')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('service_quotes_request_supplier_unique', ['request_id', 'supplier_id'])
    .execute();
  // "Quoted by me".
  await sql`create index service_quotes_supplier_idx on service_quotes (supplier_id, request_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'service_quotes',
    'service_terms_acceptances',
    'service_file_downloads',
    'service_files',
    'service_requests',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
