import {
  adminPromotionDtoSchema,
  adminPromotionInputSchema,
  adminPromotionsQuerySchema,
  emptyDataSchema,
  idParamSchema,
  oneOf,
  pagedOf,
  promotionDayStatDtoSchema,
  promotionStatsQuerySchema,
  z,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { findPromotionForAdmin, listPromotionDays, listPromotionsForAdmin } from './promotions.repository.ts';
import { toAdminPromotionDto, toPromotionDayStatDto } from './promotions.presenter.ts';
import {
  createPromotionAsAdmin,
  deletePromotionAsAdmin,
  updatePromotionAsAdmin,
} from './promotions.service.ts';

/** Promotions under /api/admin (the prefix's guard admits admins only). Every change is audited. */
export const adminPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['admin'];
  const promotion = oneOf(adminPromotionDtoSchema);
  const detail = async (id: number) => {
    const row = await findPromotionForAdmin(db, id);
    if (!row) throw notFound();
    return one(toAdminPromotionDto(row, storage));
  };

  app.get(
    '/promotions',
    {
      schema: {
        tags,
        querystring: adminPromotionsQuerySchema,
        response: { 200: pagedOf(adminPromotionDtoSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      // The views and clicks still queued on this instance belong in the numbers shown.
      await app.promotionTallies.flush();
      const { rows, total } = await listPromotionsForAdmin(db, {
        type: query.type,
        limit: query.per_page,
        offset: pageOffset(query),
      });
      return paged(
        rows.map((row) => toAdminPromotionDto(row, storage)),
        total,
        query,
      );
    },
  );

  app.post(
    '/promotions',
    { schema: { tags, body: adminPromotionInputSchema, response: { 201: promotion } } },
    async (request, reply) => {
      const id = await createPromotionAsAdmin(db, requireAdmin(request).id, request.body);
      return reply.status(201).send(await detail(id));
    },
  );

  app.get(
    '/promotions/:id',
    { schema: { tags, params: idParamSchema, response: { 200: promotion } } },
    async (request) => detail(request.params.id),
  );

  app.patch(
    '/promotions/:id',
    {
      schema: { tags, params: idParamSchema, body: adminPromotionInputSchema, response: { 200: promotion } },
    },
    async (request) => {
      await updatePromotionAsAdmin(db, requireAdmin(request).id, request.params.id, request.body);
      return detail(request.params.id);
    },
  );

  app.delete(
    '/promotions/:id',
    { schema: { tags, params: idParamSchema, response: { 200: emptyDataSchema } } },
    async (request) => {
      await deletePromotionAsAdmin(db, requireAdmin(request).id, request.params.id);
      return one(null);
    },
  );

  app.get(
    '/promotions/:id/stats',
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: promotionStatsQuerySchema,
        response: { 200: oneOf(z.array(promotionDayStatDtoSchema)) },
      },
    },
    async (request) => {
      if (!(await findPromotionForAdmin(db, request.params.id))) throw notFound();
      // Counts still queued on this instance belong in the numbers the admin is looking at.
      await app.promotionTallies.flush();
      const rows = await listPromotionDays(db, request.params.id, request.query.days);
      return one(rows.map(toPromotionDayStatDto));
    },
  );
};
