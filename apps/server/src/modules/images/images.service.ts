import type { Db } from '../../db/database.ts';
import { removeImageFiles, storeImageFiles } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { insertImage } from './images.repository.ts';

/** Processes, stores and records an image (cropped to `crop` when given); returns its row id. */
export async function saveImage(
  db: Db,
  storage: FileStorage,
  input: Buffer,
  userId: number | null,
  crop?: { width: number; height: number },
) {
  const stored = await storeImageFiles(storage, input, crop);
  try {
    return await insertImage(db, { userId, ...stored });
  } catch (error) {
    // No file without its row.
    await removeImageFiles(storage, stored);
    throw error;
  }
}
