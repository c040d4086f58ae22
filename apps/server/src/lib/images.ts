import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_EDGES } from '@steelyard/contracts';
import type { Db } from '../db/database.ts';
import type { FileStorage } from './storage.ts';

export class InvalidImageError extends Error {}

/**
 * Re-encodes an upload to WebP in a display and a thumbnail size. Re-encoding drops every piece of
 * metadata (EXIF with GPS, XMP, ICC profiles) and honours the EXIF orientation first.
 */
export async function processImage(input: Buffer, crop?: { width: number; height: number }) {
  let source: Sharp;
  try {
    source = sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
    await source.metadata();
  } catch {
    throw new InvalidImageError('Not a readable image');
  }
  const resize = (edge: number) =>
    source
      .clone()
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  // A banner is cut to its frame (the middle kept), so it fills the slot it is shown in.
  const cropped = (size: { width: number; height: number }) =>
    source
      .clone()
      .resize({ ...size, fit: 'cover', position: 'centre' })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  try {
    const [display, thumb] = await Promise.all([
      crop ? cropped(crop) : resize(IMAGE_EDGES.display),
      resize(IMAGE_EDGES.thumb),
    ]);
    return {
      display: display.data,
      thumb: thumb.data,
      width: display.info.width,
      height: display.info.height,
    };
  } catch {
    throw new InvalidImageError('Not a readable image');
  }
}

/** Processes, stores and records an image (cropped to `crop` when given); returns its row id. */
export async function saveImage(
  db: Db,
  storage: FileStorage,
  input: Buffer,
  userId: number | null,
  crop?: { width: number; height: number },
) {
  const processed = await processImage(input, crop);
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
  const name = randomBytes(12).toString('hex');
  const path = `images/${day}/${name}.webp`;
  const thumbPath = `images/${day}/${name}_thumb.webp`;
  try {
    await storage.put(path, processed.display, 'image/webp');
    await storage.put(thumbPath, processed.thumb, 'image/webp');
    const row = await db
      .insertInto('images')
      .values({
        user_id: userId,
        path,
        thumb_path: thumbPath,
        width: processed.width,
        height: processed.height,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    // No file without its row: the display size stays behind when the thumbnail fails.
    await Promise.all([storage.remove(path), storage.remove(thumbPath)]).catch(() => undefined);
    throw error;
  }
}
