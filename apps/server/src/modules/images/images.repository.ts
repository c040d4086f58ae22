import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { PRIVATE_PREFIX } from '../../lib/storage.ts';

export function findImage(db: Db, id: number) {
  return db
    .selectFrom('images')
    .select(['id', 'path', 'thumb_path'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * An image stored under public keys: the only kind a post, a message, a profile or an ad shows.
 * A private one (an inquiry's photo) has no public URL.
 */
export const isPublicImage = sql<boolean>`images.path not like ${`${PRIVATE_PREFIX}%`}`;

/** The image if `userId` uploaded it, stored publicly (an event's banner) or privately (`POST /api/images` with `private`). */
export function findOwnImage(db: Db, userId: number, id: number, kind: 'public' | 'private') {
  return db
    .selectFrom('images')
    .select(['id', 'path', 'thumb_path'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where(kind === 'public' ? isPublicImage : sql<boolean>`not ${isPublicImage}`)
    .executeTakeFirst();
}

/** Every table that attaches uploaded images to something, with the column naming that thing. */
const ATTACHMENTS = {
  product_images: 'product_id',
  qna_images: 'qna_id',
  factory_images: 'factory_id',
  freelancer_images: 'freelancer_id',
  inspection_report_images: 'report_id',
} as const;
export type ImageAttachment = keyof typeof ATTACHMENTS;

/**
 * Locks and returns the images among `ids` that `userId` uploaded and that nothing uses yet, or
 * that `reuse` (the thing being edited) already uses: an image belongs to one post, inquiry,
 * factory or portfolio. Locked until the transaction ends, so two attaches cannot both pass.
 * Private uploads only where `privateToo` (an inquiry): nothing else can show them.
 */
export async function lockAttachableImages(
  db: Db,
  userId: number,
  ids: number[],
  reuse?: { table: ImageAttachment; ownerId: number },
  { privateToo = false } = {},
) {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('images')
    .select('images.id')
    .where('images.id', 'in', ids)
    .where('images.user_id', '=', userId);
  if (!privateToo) query = query.where(isPublicImage);
  for (const [table, column] of Object.entries(ATTACHMENTS)) {
    const others = reuse?.table === table ? sql`and a.${sql.ref(column)} <> ${reuse.ownerId}` : sql``;
    query = query.where(
      sql<boolean>`not exists (select 1 from ${sql.table(table)} a where a.image_id = images.id ${others})`,
    );
  }
  return (await query.forUpdate('images').execute()).map((row) => row.id);
}

/** Replaces the photos of a factory or a portfolio with `imageIds`, in that order. */
export async function replaceAttachedImages(
  db: Db,
  table: 'factory_images' | 'freelancer_images',
  ownerId: number,
  imageIds: number[],
) {
  const column = ATTACHMENTS[table];
  await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${ownerId}`.execute(db);
  if (imageIds.length === 0) return;
  const rows = imageIds.map((imageId, position) => sql`(${ownerId}::int, ${imageId}::int, ${position}::int)`);
  await sql`insert into ${sql.table(table)} (${sql.ref(column)}, image_id, position)
            values ${sql.join(rows)}`.execute(db);
}

/** The photos of several factories or portfolios at once (a list page: one query), in order. */
export async function listAttachedImages(
  db: Db,
  table: 'factory_images' | 'freelancer_images',
  ownerIds: number[],
) {
  if (ownerIds.length === 0) return [];
  const column = ATTACHMENTS[table];
  const { rows } = await sql<{ owner_id: number; id: number; path: string; thumb_path: string }>`
    select a.${sql.ref(column)} as owner_id, images.id, images.path, images.thumb_path
    from ${sql.table(table)} a join images on images.id = a.image_id
    where a.${sql.ref(column)} in (${sql.join(ownerIds)})
    order by a.${sql.ref(column)}, a.position`.execute(db);
  return rows;
}

/** Records a stored image (`lib/images.ts`, `storeImageFiles`); its row id. */
export async function insertImage(
  db: Db,
  values: { userId: number | null; path: string; thumbPath: string; width: number; height: number },
) {
  const row = await db
    .insertInto('images')
    .values({
      user_id: values.userId,
      path: values.path,
      thumb_path: values.thumbPath,
      width: values.width,
      height: values.height,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Tables whose rich text (`content`, per language) may place an uploaded image by its URL: the back office's. */
const RICH_TEXT_TABLES = ['notices', 'events', 'faqs'] as const;

/**
 * Deletes up to `limit` images uploaded before `cutoff` that nothing uses: no foreign key refers to
 * them (every one the catalog knows, so a table added later counts at once) and no rich text names
 * their file. Rows another transaction holds (an attach in progress) are skipped. Their file keys.
 */
export async function deleteUnusedImages(db: Db, cutoff: Date, limit: number) {
  const { rows: references } = await sql<{ table_name: string; column_name: string }>`
    select c.conrelid::regclass::text as table_name, a.attname as column_name
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'images'::regclass`.execute(db);
  const unreferenced = references.map(
    ({ table_name, column_name }) =>
      sql`not exists (select 1 from ${sql.table(table_name)} r where r.${sql.ref(column_name)} = i.id)`,
  );
  const unnamed = RICH_TEXT_TABLES.map(
    (table) =>
      sql`not exists (select 1 from ${sql.table(table)} t where position(i.path in t.content::text) > 0)`,
  );
  const { rows } = await sql<{ path: string; thumb_path: string }>`
    delete from images where id in (
      select i.id from images i
      where i.created_at < ${cutoff} and ${sql.join([...unreferenced, ...unnamed], sql` and `)}
      order by i.id
      limit ${limit}
      for update skip locked
    )
    returning path, thumb_path`.execute(db);
  return rows;
}

/** Points images at other stored files (an inquiry's photos moved to private keys). */
export async function updateImageFiles(db: Db, rows: { id: number; path: string; thumbPath: string }[]) {
  for (const row of rows)
    await db
      .updateTable('images')
      .set({ path: row.path, thumb_path: row.thumbPath })
      .where('id', '=', row.id)
      .execute();
}
