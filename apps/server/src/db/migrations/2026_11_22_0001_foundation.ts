import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. */

export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('images')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer')
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('thumb_path', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('contact', 'text')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_sample', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('ko'))
    .addColumn('country', 'text')
    .addColumn('city', 'text')
    .addColumn('county', 'text')
    .addColumn('town', 'text')
    .addColumn('village', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lon', 'double precision')
    .addColumn('push_token', 'text')
    .addColumn('profile_image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('notification_preferences', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(
          sql`'{"chat":true,"keyword":true,"review":true,"marketing":false,"night_quiet":false}'::jsonb`,
        ),
    )
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);
  await sql`create unique index users_nickname_unique on users (lower(nickname))`.execute(db);
  await db.schema
    .createIndex('users_created_idx')
    .on('users')
    .columns(['created_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('csrf_secret', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('categories_kind_slug_unique', ['kind', 'slug'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('is_hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint')
    .addColumn('price_negotiable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('place_name', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lon', 'double precision')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('county', 'text')
    .addColumn('manufacturer', 'text')
    .addColumn('model', 'text')
    .addColumn('year_made', 'integer')
    .addColumn('condition_grade', 'text')
    .addColumn('keywords', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('buyer_id', 'integer', (c) => c.references('users.id'))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chat_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  // The public list: visible products, newest first (keyset on created_at, id).
  await sql`create index products_visible_latest_idx on products (created_at desc, id desc)
    where deleted_at is null and is_hidden = false`.execute(db);
  await db.schema
    .createIndex('products_user_idx')
    .on('products')
    .columns(['user_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('product_images')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('image_id', 'integer', (c) => c.notNull().references('images.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'position'])
    .execute();

  for (const table of ['notices', 'faqs', 'events']) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now));
    if (table === 'notices') {
      builder = builder
        .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
        .addColumn('title', 'jsonb', (c) => c.notNull())
        .addColumn('content', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now));
    } else if (table === 'faqs') {
      builder = builder
        .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
        .addColumn('question', 'jsonb', (c) => c.notNull())
        .addColumn('answer', 'jsonb', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0));
    } else {
      builder = builder
        .addColumn('title', 'jsonb', (c) => c.notNull())
        .addColumn('content', 'jsonb', (c) => c.notNull())
        .addColumn('image_id', 'integer', (c) => c.references('images.id'))
        .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
        .addColumn('ends_at', 'timestamptz', (c) => c.notNull());
    }
    await builder.execute();
  }
  await db.schema
    .createIndex('notices_latest_idx')
    .on('notices')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('events_latest_idx')
    .on('events')
    .columns(['starts_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('state', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('url', 'text')
    .addColumn('type_url', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('image_id', 'integer', (c) => c.notNull().references('images.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('click_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('promotions_type_state_idx')
    .on('promotions')
    .columns(['type', 'state', 'position'])
    .execute();

  await db.schema
    .createTable('manners')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('cities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('cities_country_name_unique', ['country', 'name'])
    .execute();
  await db.schema
    .createTable('counties')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('counties_city_name_unique', ['city_id', 'name'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('min_price_for_show', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('versions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ios', 'text', (c) => c.notNull())
    .addColumn('android', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('logs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  for (const table of ['clicks', 'views']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('clickable_type', 'text', (c) => c.notNull())
      .addColumn('clickable_id', 'integer', (c) => c.notNull())
      .addColumn('viewable_type', 'text')
      .addColumn('viewable_id', 'integer')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex(`${table}_clickable_idx`)
      .on(table)
      .columns(['clickable_type', 'clickable_id', 'created_at'])
      .execute();
  }

  await db.schema
    .createTable('admin_audits')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('admin_audits_subject_idx')
    .on('admin_audits')
    .columns(['subject_type', 'subject_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'admin_audits',
    'views',
    'clicks',
    'logs',
    'versions',
    'settings',
    'counties',
    'cities',
    'manners',
    'promotions',
    'events',
    'faqs',
    'notices',
    'product_images',
    'products',
    'categories',
    'sessions',
    'users',
    'images',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
