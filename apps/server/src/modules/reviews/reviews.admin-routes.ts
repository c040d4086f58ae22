import {
  adminReviewDtoSchema,
  adminReviewsQuerySchema,
  idParamSchema,
  oneOf,
  pagedOf,
  productHiddenSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import { toAdminReviewDto } from './reviews.presenter.ts';
import { findReviewForAdmin, listReviewsForAdmin } from './reviews.repository.ts';
import { hideReview } from './reviews.service.ts';

/** /api/admin/reviews: search every review, hide an abusive one. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['admin'];

  app.get(
    '/reviews',
    {
      schema: {
        tags,
        querystring: adminReviewsQuerySchema,
        response: { 200: pagedOf(adminReviewDtoSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listReviewsForAdmin(db, {
        search: query.search || undefined,
        limit: query.per_page,
        offset: pageOffset(query),
      });
      return paged(
        rows.map((row) => toAdminReviewDto(row, storage, request.ctx.language)),
        total,
        query,
      );
    },
  );

  app.patch(
    '/reviews/:id/hidden',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: productHiddenSchema,
        response: { 200: oneOf(adminReviewDtoSchema) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await hideReview(db, admin.id, request.params.id, request.body.hidden);
      const row = await findReviewForAdmin(db, request.params.id);
      if (!row) throw notFound();
      return one(toAdminReviewDto(row, storage, request.ctx.language));
    },
  );
};
