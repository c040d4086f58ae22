import { businessDtoSchema, businessInputSchema, idParamSchema, oneOf } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { FILE_CONTENT_TYPES } from '../../lib/file-formats.ts';
import { findBusiness } from './businesses.repository.ts';
import { toBusinessDto } from './businesses.presenter.ts';
import { readBusinessProof, saveMyBusiness } from './businesses.service.ts';

/** Business accounts (`/businesses`): the member's one business, and its private proof document. */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['businesses'];
  const security = signedIn;
  const mine = async (userId: number) => {
    const row = await findBusiness(db, { userId });
    return one(row ? toBusinessDto(row) : null);
  };

  app.get(
    '/api/businesses/mine',
    { schema: { tags, security, response: { 200: oneOf(businessDtoSchema.nullable()) } } },
    async (request) => mine(requireUser(request).id),
  );

  app.post(
    '/api/businesses/mine',
    {
      schema: {
        tags,
        security,
        body: businessInputSchema,
        response: { 200: oneOf(businessDtoSchema.nullable()) },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      await saveMyBusiness({ db, storage }, userId, request.body);
      return mine(userId);
    },
  );

  // The proof is private: streamed to its owner and admins only, as an attachment never kept;
  // anyone else, signed in or not, gets the 404 of a missing one.
  app.get(
    '/api/businesses/:id/proof',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: z.string().meta({ description: 'The proof document, as an attachment.' }) },
      },
    },
    async (request, reply) => {
      const reader = request.user;
      const { business, body } = await readBusinessProof({ db, storage }, request.params.id, reader);
      const format = business.proof_format as keyof typeof FILE_CONTENT_TYPES;
      return (
        reply
          .header('content-type', FILE_CONTENT_TYPES[format])
          .header(
            'content-disposition',
            `attachment; filename="proof-${business.id}.${format}"; filename*=UTF-8''${encodeURIComponent(business.proof_name)}`,
          )
          .header('content-length', business.proof_size)
          .header('cache-control', 'private, no-store')
          // Fastify serializes only objects: the stream goes out as it is (the schema documents a string).
          .send(body as unknown as string)
      );
    },
  );
};
