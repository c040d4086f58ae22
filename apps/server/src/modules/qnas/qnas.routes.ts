import {
  idParamSchema,
  oneOf,
  pagedOf,
  pageQuerySchema,
  qnaDtoSchema,
  qnaInputSchema,
  qnaSummaryDtoSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { listMemberQnas } from './qnas.repository.ts';
import { toQnaDto, toQnaSummaryDto } from './qnas.presenter.ts';
import { createQna, showQna } from './qnas.service.ts';

/** 1:1 inquiries (`/qnas`): a member's own questions; only the author (and admins) read one. */
export const qnaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['qnas'];
  const security = signedIn;
  const detail = async (id: number, reader: { id: number; isAdmin: boolean }) => {
    const { row, images } = await showQna(db, id, reader);
    return one(toQnaDto(row, images, storage));
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
    async (request) => {
      const query = request.query;
      const { rows, total } = await listMemberQnas(db, requireUser(request).id, {
        limit: query.per_page,
        offset: pageOffset(query),
      });
      return paged(rows.map(toQnaSummaryDto), total, query);
    },
  );

  app.post(
    '/api/qnas',
    { schema: { tags, security, body: qnaInputSchema, response: { 201: oneOf(qnaDtoSchema) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const id = await createQna(db, user.id, request.body);
      return reply.status(201).send(await detail(id, user));
    },
  );

  app.get(
    '/api/qnas/:id',
    { schema: { tags, security, params: idParamSchema, response: { 200: oneOf(qnaDtoSchema) } } },
    async (request) => detail(request.params.id, requireUser(request)),
  );
};
