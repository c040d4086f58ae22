import {
  adminReportActionSchema,
  adminReportDetailDtoSchema,
  adminReportDtoSchema,
  adminReportsQuerySchema,
  idParamSchema,
  oneOf,
  pagedOf,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { actOnReport, showReportForAdmin } from './reports.admin-service.ts';
import { toAdminReportDetailDto, toAdminReportDto } from './reports.presenter.ts';
import { listReportsForAdmin } from './reports.repository.ts';

/** The moderation desk under /api/admin: the queue, one report, and its actions (audited). */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['admin'];

  app.get(
    '/reports',
    {
      schema: {
        tags,
        querystring: adminReportsQuerySchema,
        response: { 200: pagedOf(adminReportDtoSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listReportsForAdmin(db, {
        status: query.status,
        kind: query.kind,
        limit: query.per_page,
        offset: pageOffset(query),
      });
      return paged(
        rows.map((row) => toAdminReportDto(row, storage)),
        total,
        query,
      );
    },
  );

  app.get(
    '/reports/:id',
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(adminReportDetailDtoSchema) } } },
    async (request) => one(toAdminReportDetailDto(await showReportForAdmin(db, request.params.id), storage)),
  );

  app.post(
    '/reports/:id/actions',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: adminReportActionSchema,
        response: { 200: oneOf(adminReportDetailDtoSchema) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const deps = { notifier: app.notifier, mail: app.senders.mail };
      const detail = await actOnReport(db, deps, admin.id, request.params.id, request.body);
      return one(toAdminReportDetailDto(detail, storage));
    },
  );
};
