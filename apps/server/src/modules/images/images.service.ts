import type { Db } from '../../db/database.ts';
import { removeImageFiles, storeImageFiles } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { notFound } from '../../http/errors.ts';
import { deleteUnusedImages, findOwnImage, insertImage } from './images.repository.ts';

/**
 * Processes, stores and records an image (cropped to `crop` when given, under private keys when
 * `isPrivate`); returns its row id.
 */
export async function saveImage(
  db: Db,
  storage: FileStorage,
  input: Buffer,
  userId: number | null,
  options: { crop?: { width: number; height: number }; isPrivate?: boolean } = {},
) {
  const stored = await storeImageFiles(storage, input, options);
  try {
    return await insertImage(db, { userId, ...stored });
  } catch (error) {
    // No file without its row.
    await removeImageFiles(storage, stored);
    throw error;
  }
}

/** Uploads nobody attached within this long are removed (a post or notice is written well within it). */
export const UNUSED_IMAGE_GRACE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Removes images nothing uses, uploaded more than UNUSED_IMAGE_GRACE_MS ago (photos picked for a
 * post never sent, a profile photo replaced or dropped by a withdrawn member's purge): their rows,
 * then their files. How many were removed.
 */
export async function sweepUnusedImages(db: Db, storage: FileStorage, now = new Date()) {
  const rows = await deleteUnusedImages(db, new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS), 500);
  await Promise.all(
    rows.map((row) =>
      removeImageFiles(storage, { path: row.path, thumbPath: row.thumb_path, width: 0, height: 0 }),
    ),
  );
  return rows.length;
}

/** A private upload's file for its uploader; anyone else, or a public image, gets a 404. */
export async function readOwnPrivateImage(
  deps: { db: Db; storage: FileStorage },
  userId: number,
  id: number,
  size: 'display' | 'thumb',
) {
  const image = await findOwnImage(deps.db, userId, id, 'private');
  const file = image ? await deps.storage.read(size === 'thumb' ? image.thumb_path : image.path) : null;
  if (!file) throw notFound();
  return file;
}
