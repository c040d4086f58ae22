import {
  adminBusinessDtoSchema,
  adminBusinessesQuerySchema,
  businessRefusalSchema,
  idParamSchema,
  oneOf,
  pagedOf,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import { findBusiness, listBusinessesForAdmin } from './businesses.repository.ts';
import { toAdminBusinessDto } from './businesses.presenter.ts';
import { reviewPendingBusiness } from './businesses.service.ts';

/** The verification queue under /api/admin (the prefix's guard admits admins only): list, read, verify, refuse. */
export const adminBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['admin'];
  const detail = async (id: number) => {
    const row = await findBusiness(db, { id });
    if (!row) throw notFound();
    return one(toAdminBusinessDto(row));
  };

  app.get(
    '/businesses',
    {
      schema: {
        tags,
        querystring: adminBusinessesQuerySchema,
        response: { 200: pagedOf(adminBusinessDtoSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listBusinessesForAdmin(db, {
        status: query.status,
        limit: query.per_page,
        offset: pageOffset(query),
      });
      return paged(rows.map(toAdminBusinessDto), total, query);
    },
  );

  app.get(
    '/businesses/:id',
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(adminBusinessDtoSchema) } } },
    async (request) => detail(request.params.id),
  );

  app.post(
    '/businesses/:id/verify',
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(adminBusinessDtoSchema) } } },
    async (request) => {
      const adminId = requireAdmin(request).id;
      await reviewPendingBusiness({ db, notifier: app.notifier }, adminId, request.params.id, {
        verify: true,
      });
      return detail(request.params.id);
    },
  );

  app.post(
    '/businesses/:id/refuse',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: businessRefusalSchema,
        response: { 200: oneOf(adminBusinessDtoSchema) },
      },
    },
    async (request) => {
      const adminId = requireAdmin(request).id;
      const answer = { verify: false as const, reason: request.body.reason };
      await reviewPendingBusiness({ db, notifier: app.notifier }, adminId, request.params.id, answer);
      return detail(request.params.id);
    },
  );
};
