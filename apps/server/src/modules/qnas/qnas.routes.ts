import {
  idParamSchema,
  oneOf,
  qnaPhotoParamsSchema,
  pagedOf,
  pageQuerySchema,
  qnaDtoSchema,
  qnaInputSchema,
  qnaSummaryDtoSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { sendPrivatePhoto } from '../../http/uploads.ts';
import { signedIn } from '../../http/responses.ts';
import { toQnaDto } from './qnas.presenter.ts';
import { createQna, memberQnasPage, readQnaPhoto, showQna } from './qnas.service.ts';

/** 1:1 inquiries (`/qnas`): a member's own questions; only the author (and admins) read one. */
export const qnaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['qnas'];
  const security = signedIn;
  const detail = async (id: number, reader: { id: number; isAdmin: boolean }) => {
    const { row, images } = await showQna(db, id, reader);
    return one(toQnaDto(row, images));
  };

  app.get(
    '/api/qnas',
    {
      schema: {
        tags,
        security,
        querystring: pageQuerySchema,
        response: { 200: pagedOf(qnaSummaryDtoSchema) },
      },
    },
    async (request) => memberQnasPage(db, requireUser(request).id, request.query),
  );

  app.post(
    '/api/qnas',
    { schema: { tags, security, body: qnaInputSchema, response: { 201: oneOf(qnaDtoSchema) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const id = await createQna({ db, storage }, user.id, request.body);
      return reply.status(201).send(await detail(id, user));
    },
  );

  app.get(
    '/api/qnas/:id',
    { schema: { tags, security, params: idParamSchema, response: { 200: oneOf(qnaDtoSchema) } } },
    async (request) => detail(request.params.id, requireUser(request)),
  );

  // The photos of an inquiry are private: streamed after the same check, kept by the browser only.
  app.get(
    '/api/qnas/:id/images/:imageId/:size',
    {
      schema: {
        tags,
        security,
        params: qnaPhotoParamsSchema,
        response: { 200: z.string().meta({ description: 'The photo (WebP).' }) },
      },
    },
    async (request, reply) => {
      const { id, imageId, size } = request.params;
      const file = await readQnaPhoto({ db, storage }, id, imageId, size, requireUser(request));
      return sendPrivatePhoto(reply, file);
    },
  );
};
