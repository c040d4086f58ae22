import { useMutation } from '@tanstack/react-query';
import type { ImageDto, One, PromotionType } from '@steelyard/contracts';
import { api } from './client.ts';

/** One photo to upload, with where its progress goes. */
export interface ImageUpload {
  file: Blob;
  /** An ad banner: cropped by the server to that kind's size. */
  promotionType?: PromotionType;
  /** An inquiry's photo: stored privately, its URLs read by its uploader only. */
  isPrivate?: boolean;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST /api/images` (multipart `image`), reporting the sent fraction as it goes. Several
 * uploads may run at once (`mutateAsync` per photo); the answer is referred to by `image_ids[]`.
 */
export function useUploadImage() {
  return useMutation({
    mutationFn: async ({ file, promotionType, isPrivate, onProgress, signal }: ImageUpload) =>
      (
        await api.upload<One<ImageDto>>(
          '/api/images',
          {
            image: file,
            ...(promotionType ? { promotion_type: promotionType } : {}),
            ...(isPrivate ? { private: '1' } : {}),
          },
          { onProgress, signal },
        )
      ).data,
  });
}
