import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // A room about one product between its seller and one prospective buyer. Once either member
  // leaves, the room is closed for good; a new conversation is a new room.
  await db.schema
    .createTable('chat_rooms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_message_id', 'integer')
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('activity_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('chat_rooms_two_members', sql`seller_id <> buyer_id`)
    .execute();
  // One open room per buyer and product: a retried "open chat" finds it instead of adding one.
  await sql`create unique index chat_rooms_open_unique on chat_rooms (product_id, buyer_id) where closed_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('chat_rooms_buyer_idx')
    .on('chat_rooms')
    .columns(['buyer_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('chat_rooms_seller_idx')
    .on('chat_rooms')
    .columns(['seller_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('chat_rooms_activity_idx')
    .on('chat_rooms')
    .columns(['activity_at desc', 'id desc'])
    .execute();

  // Each member's side of a room: the notification switch, what they have read, and leaving.
  await db.schema
    .createTable('chat_members')
    .addColumn('room_id', 'integer', (c) => c.notNull().references('chat_rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('notify', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('last_read_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('left_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('chat_members_pk', ['room_id', 'user_id'])
    .execute();
  // The chat list: a member's rooms they have not left.
  await sql`create index chat_members_user_idx on chat_members (user_id, room_id) where left_at is null`.execute(
    db,
  );

  // Messages; `kind` 'left' is the notice written when a member leaves (no sender text).
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('room_id', 'integer', (c) => c.notNull().references('chat_rooms.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('client_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // History pages (keyset on id) and unread counts (id > last read) per room.
  await db.schema
    .createIndex('chat_messages_room_idx')
    .on('chat_messages')
    .columns(['room_id', 'id'])
    .execute();
  // A photo is sent once; a retried send with the same client key is the same message.
  await sql`create unique index chat_messages_image_unique on chat_messages (image_id) where image_id is not null`.execute(
    db,
  );
  await sql`create unique index chat_messages_client_key_unique on chat_messages (room_id, sender_id, client_key)
    where client_key is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['chat_messages', 'chat_members', 'chat_rooms']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
