import { z } from '../zod-messages.ts';
import { PROMOTION_TYPES } from '../enums.ts';
import { blankToUndefined, textField } from './common.ts';

/** A file of a multipart body, as the server's multipart plugin hands it over. */
export const uploadedFileSchema = z.object({
  filename: textField(1000, { trim: false }),
  mimetype: textField(255, { trim: false }),
  data: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
});

/**
 * `POST /api/images` (multipart `image`): uploaded before the post, inquiry or ad that uses it.
 * With `promotion_type`, the image is cropped to that kind's banner size (PROMOTION_IMAGE_SIZES).
 */
export const imageUploadSchema = z.object({
  image: z.object(uploadedFileSchema.shape, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'image.required' : 'image.invalid'),
  }),
  promotion_type: z.preprocess(blankToUndefined, z.enum(PROMOTION_TYPES).optional()),
});
