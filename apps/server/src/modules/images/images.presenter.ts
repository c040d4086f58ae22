import type { ImageDto } from '@steelyard/contracts';
import { isPrivateKey, type FileStorage } from '../../lib/storage.ts';

/** A private upload's file, read by its uploader only (`GET /api/images/{id}/{size}`). */
export const privateImageUrl = (id: number, size: 'display' | 'thumb') => `/api/images/${id}/${size}`;

/**
 * A stored image as every module shows it: the display size and the thumbnail; a private upload
 * (an inquiry's photo before it is asked) through the uploader's checked route.
 */
export function toImageDto(
  image: { id: number; path: string; thumb_path: string },
  storage: FileStorage,
): ImageDto {
  if (isPrivateKey(image.path))
    return {
      id: image.id,
      url: privateImageUrl(image.id, 'display'),
      thumb_url: privateImageUrl(image.id, 'thumb'),
    };
  return { id: image.id, url: storage.url(image.path), thumb_url: storage.url(image.thumb_path) };
}
