import {
  errorResponseSchema,
  imageDtoSchema,
  imageFileParamsSchema,
  imageUploadSchema,
  oneOf,
  PROMOTION_IMAGE_SIZES,
  z,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { ValidationError } from '../../http/errors.ts';
import { uploadedBytes } from '../../http/multipart.ts';
import { requireUser } from '../../http/guards.ts';
import { sendPrivatePhoto } from '../../http/uploads.ts';
import { signedIn } from '../../http/responses.ts';
import { InvalidImageError } from '../../lib/images.ts';
import { readOwnPrivateImage, saveImage } from './images.service.ts';
import { toImageDto } from './images.presenter.ts';
import { findImage } from './images.repository.ts';

/**
 * `POST /api/images` (multipart `image`): re-encoded, resized and stripped of metadata before it is
 * stored; the row records the uploader, the only member who may attach it to a post. 422 for a
 * file that is not an image, 413 over the upload limit (http/multipart.ts).
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;

  app.post(
    '/api/images',
    {
      schema: {
        tags: ['images'],
        security: signedIn,
        body: imageUploadSchema,
        response: { 201: oneOf(imageDtoSchema), 413: errorResponseSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = request.body.image;
      let id: number;
      try {
        const kind = request.body.promotion_type;
        id = await saveImage(db, storage, await uploadedBytes(file.data), user.id, {
          crop: kind ? PROMOTION_IMAGE_SIZES[kind] : undefined,
          isPrivate: request.body.private,
        });
      } catch (error) {
        if (error instanceof InvalidImageError) throw ValidationError.field('image', 'image.invalid');
        throw error;
      }
      const image = await findImage(db, id);
      return reply.status(201).send(one(toImageDto(image, storage)));
    },
  );

  // A private upload (an inquiry's photo before it is asked): its uploader's only, kept by the browser alone.
  app.get(
    '/api/images/:id/:size',
    {
      schema: {
        tags: ['images'],
        security: signedIn,
        params: imageFileParamsSchema,
        response: { 200: z.string().meta({ description: 'The photo (WebP).' }) },
      },
    },
    async (request, reply) => {
      const { id, size } = request.params;
      const file = await readOwnPrivateImage({ db, storage }, requireUser(request).id, id, size);
      return sendPrivatePhoto(reply, file);
    },
  );
};
