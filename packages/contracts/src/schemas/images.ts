import { z } from '../zod-messages.ts';
import { PROMOTION_TYPES } from '../enums.ts';
import { blankToUndefined, flagOrFalse, idField, textField } from './common.ts';

/** Marks an uploaded file's body: a JSON body cannot carry a symbol, so it cannot pass for a file. */
export const UPLOADED_BODY = Symbol.for('steelyard.uploaded-body');

/**
 * The bytes of an uploaded file as the server's multipart plugin keeps them: streamed to a
 * temporary file (`path`, removed after the answer), with its size and its first bytes (`head`,
 * what tells a file's format).
 */
export interface UploadedBody {
  readonly [UPLOADED_BODY]: true;
  readonly path: string;
  readonly size: number;
  readonly head: Uint8Array;
}

/** A file of a multipart body, as the server's multipart plugin hands it over. */
export const uploadedFileSchema = z.object({
  filename: textField(1000, { trim: false }),
  mimetype: textField(255, { trim: false }),
  data: z.custom<UploadedBody>(
    (v) => typeof v === 'object' && v !== null && (v as Partial<UploadedBody>)[UPLOADED_BODY] === true,
  ),
});

/**
 * `POST /api/images` (multipart `image`): uploaded before the post, inquiry or ad that uses it.
 * With `promotion_type`, the image is cropped to that kind's banner size (PROMOTION_IMAGE_SIZES).
 * With `private`, it is stored privately from the start (an inquiry's photo): only its uploader
 * reads it (`GET /api/images/{id}/{size}`) and only an inquiry takes it.
 */
export const imageUploadSchema = z.object({
  image: z.object(uploadedFileSchema.shape, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'image.required' : 'image.invalid'),
  }),
  promotion_type: z.preprocess(blankToUndefined, z.enum(PROMOTION_TYPES).optional()),
  private: flagOrFalse,
});

/** `GET /api/images/{id}/{size}`: a private upload's display size or thumbnail. */
export const imageFileParamsSchema = z.object({
  id: idField(),
  size: z.enum(['display', 'thumb']),
});
