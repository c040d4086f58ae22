import type { ImageDto } from '@steelyard/contracts';
import type { FileStorage } from '../../lib/storage.ts';

/** A stored image as every module shows it: the display size and the thumbnail. */
export function toImageDto(
  image: { id: number; path: string; thumb_path: string },
  storage: FileStorage,
): ImageDto {
  return { id: image.id, url: storage.url(image.path), thumb_url: storage.url(image.thumb_path) };
}
