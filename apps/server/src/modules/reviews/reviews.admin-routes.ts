import {
  adminReviewDtoSchema,
  adminReviewsQuerySchema,
  idParamSchema,
  oneOf,
  pagedOf,
  productHiddenSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertAdminAudit } from '../audits/audits.repository.ts';
import type { Db } from '../../db/database.ts';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import { toAdminReviewDto } from './reviews.presenter.ts';
import { findReviewForAdmin, listReviewsForAdmin, setReviewHidden } from './reviews.repository.ts';
import { refreshTrust } from './trust.ts';

/** Hides or shows a review; audited, and the recipient's counts and score follow, in one transaction. */
async function hideReview(db: Db, adminId: number, id: number, hidden: boolean) {
  await db.transaction().execute(async (trx) => {
    const row = await setReviewHidden(trx, id, hidden);
    if (!row) throw notFound();
    await insertAdminAudit(trx, {
      adminId,
      action: hidden ? 'review.hide' : 'review.unhide',
      subjectType: 'review',
      subjectId: id,
      changes: { hidden },
    });
    await refreshTrust(trx, row.reviewee_id);
  });
}

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
