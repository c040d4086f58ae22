import {
  adminQnaDtoSchema,
  adminQnaSummaryDtoSchema,
  adminQnasQuerySchema,
  idParamSchema,
  oneOf,
  pagedOf,
  qnaAnswerSchema,
  qnaWaitingCountDtoSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { countWaitingQnas, listQnasForAdmin } from './qnas.repository.ts';
import { toAdminQnaDto, toAdminQnaSummaryDto } from './qnas.presenter.ts';
import { answerQna, showQna } from './qnas.service.ts';

/** Inquiries under /api/admin (the prefix's guard admits admins only): list, read, answer (audited). */
export const adminQnaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['admin'];
  const detail = async (id: number, adminId: number) => {
    const { row, images } = await showQna(db, id, { id: adminId, isAdmin: true });
    return one(toAdminQnaDto(row, images));
  };

  app.get(
    '/qnas',
    {
      schema: {
        tags,
        querystring: adminQnasQuerySchema,
        response: { 200: pagedOf(adminQnaSummaryDtoSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listQnasForAdmin(db, {
        status: query.status,
        search: query.search || undefined,
        limit: query.per_page,
        offset: pageOffset(query),
      });
      return paged(rows.map(toAdminQnaSummaryDto), total, query);
    },
  );

  app.get(
    '/qnas/waitingCount',
    { schema: { tags, response: { 200: oneOf(qnaWaitingCountDtoSchema) } } },
    async () => one({ waiting: await countWaitingQnas(db) }),
  );

  app.get(
    '/qnas/:id',
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(adminQnaDtoSchema) } } },
    async (request) => detail(request.params.id, requireAdmin(request).id),
  );

  app.patch(
    '/qnas/:id/answer',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: qnaAnswerSchema,
        response: { 200: oneOf(adminQnaDtoSchema) },
      },
    },
    async (request) => {
      const adminId = requireAdmin(request).id;
      await answerQna({ db, notifier: app.notifier }, adminId, request.params.id, request.body);
      return detail(request.params.id, adminId);
    },
  );
};
