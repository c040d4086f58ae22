import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // Search: normalized character bigrams of title + keywords + description, written by the app
  // (modules/products/search-grams.ts). `grams @> array[...]` is served by the GIN index for words
  // of two characters and more, which trigram indexes cannot serve. fastupdate off: posts are
  // written far less often than searched, and a pending list makes every search scan it.
  await sql`alter table products add column search_grams text[] not null default '{}'::text[]`.execute(db);
  await sql`create index products_search_grams_idx on products using gin (search_grams) with (fastupdate = off)`.execute(
    db,
  );

  // Browse lists: visible products only (the same predicate as the queries).
  await sql`create index products_visible_popular_idx on products (like_count desc, id desc)
    where deleted_at is null and is_hidden = false`.execute(db);
  await sql`create index products_visible_category_idx on products (category_id, created_at desc, id desc)
    where deleted_at is null and is_hidden = false`.execute(db);
  await sql`create index products_visible_type_idx on products (type, created_at desc, id desc)
    where deleted_at is null and is_hidden = false`.execute(db);
  await sql`create index products_buyer_idx on products (buyer_id, updated_at desc) where buyer_id is not null`.execute(
    db,
  );

  // An image belongs to one product.
  await sql`create unique index product_images_image_unique on product_images (image_id)`.execute(db);
  await db.schema.createIndex('images_user_idx').on('images').column('user_id').execute();

  // Blocking is mutual; the pair is stored once per blocker.
  await db.schema
    .createTable('blocks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('blocks_pair_unique', ['blocker_id', 'blocked_id'])
    .addCheckConstraint('blocks_not_self', sql`blocker_id <> blocked_id`)
    .execute();
  await db.schema
    .createIndex('blocks_blocked_idx')
    .on('blocks')
    .columns(['blocked_id', 'blocker_id'])
    .execute();

  // Favourites of products and members.
  await db.schema
    .createTable('likes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('likeable_type', 'text', (c) => c.notNull())
    .addColumn('likeable_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('likes_unique', ['user_id', 'likeable_type', 'likeable_id'])
    .execute();
  await db.schema
    .createIndex('likes_user_type_idx')
    .on('likes')
    .columns(['user_id', 'likeable_type', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('likes_likeable_idx')
    .on('likes')
    .columns(['likeable_type', 'likeable_id'])
    .execute();

  // Recent searches: a member's (user_id) or a visitor device's (device_key), one row per word.
  await db.schema
    .createTable('searches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('device_key', 'text')
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('searches_owner', sql`(user_id is null) <> (device_key is null)`)
    .execute();
  await sql`create unique index searches_user_word_unique on searches (user_id, word) where user_id is not null`.execute(
    db,
  );
  await sql`create unique index searches_device_word_unique on searches (device_key, word) where device_key is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('searches_user_idx')
    .on('searches')
    .columns(['user_id', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('searches_device_idx')
    .on('searches')
    .columns(['device_key', 'created_at desc'])
    .execute();

  // Popular searches: a counter per day and normalized word, bumped atomically.
  await db.schema
    .createTable('search_counts')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_counts_pk', ['day', 'word'])
    .execute();

  // Views counted once per viewer (session) per product.
  await db.schema
    .createTable('product_views')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('product_views_pk', ['product_id', 'viewer_key'])
    .execute();
  await db.schema.createIndex('product_views_created_idx').on('product_views').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['product_views', 'search_counts', 'searches', 'likes', 'blocks']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop index if exists images_user_idx`.execute(db);
  await sql`drop index if exists product_images_image_unique`.execute(db);
  for (const index of [
    'products_buyer_idx',
    'products_visible_type_idx',
    'products_visible_category_idx',
    'products_visible_popular_idx',
    'products_search_grams_idx',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`alter table products drop column if exists search_grams`.execute(db);
}
