import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_EDGES } from '@steelyard/contracts';
import { PRIVATE_PREFIX, type FileStorage } from './storage.ts';

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

/** Where an image's two sizes are stored, and its display size. */
export interface StoredImage {
  path: string;
  thumbPath: string;
  width: number;
  height: number;
}

/**
 * Processes an upload and stores both sizes under a new name (cropped to `crop` when given):
 * under `images/`, or `private/images/` for a private upload, which no public URL serves.
 */
export async function storeImageFiles(
  storage: FileStorage,
  input: Buffer,
  options: { crop?: { width: number; height: number }; isPrivate?: boolean } = {},
): Promise<StoredImage> {
  const processed = await processImage(input, options.crop);
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
  const name = randomBytes(12).toString('hex');
  const folder = `${options.isPrivate ? PRIVATE_PREFIX : ''}images/${day}`;
  const stored = {
    path: `${folder}/${name}.webp`,
    thumbPath: `${folder}/${name}_thumb.webp`,
    width: processed.width,
    height: processed.height,
  };
  try {
    await storage.put(stored.path, processed.display, { contentType: 'image/webp' });
    await storage.put(stored.thumbPath, processed.thumb, { contentType: 'image/webp' });
    return stored;
  } catch (error) {
    // Never one size without the other: the display size stays behind when the thumbnail fails.
    await removeImageFiles(storage, stored);
    throw error;
  }
}

/** Removes an image's stored files (a failed save); a file already gone is not an error. */
export async function removeImageFiles(storage: FileStorage, stored: StoredImage) {
  await Promise.all([storage.remove(stored.path), storage.remove(stored.thumbPath)]).catch(() => undefined);
}
