import { adminServiceListQuerySchema, freelancerDtoSchema, pagedOf } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { hideableItemRoutes } from '../audits/hide-audited.ts';
import { toFreelancerDto } from './freelancers.presenter.ts';
import { portfolioPhotosOf } from './freelancers.service.ts';
import {
  findFreelancerForAdmin,
  listFreelancersForAdmin,
  setFreelancerHidden,
} from './freelancers.repository.ts';

/** `/api/admin/freelancers` (under the admin prefix's guard): list with search and pages, one, hide or show (audited). */
export const adminFreelancerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['admin'];
  const detail = async (id: number) => {
    const row = await findFreelancerForAdmin(db, id);
    if (!row) throw notFound();
    return one(toFreelancerDto(row, await portfolioPhotosOf(db, [id]), null, storage));
  };

  app.get(
    '/freelancers',
    {
      schema: {
        tags,
        querystring: adminServiceListQuerySchema,
        response: { 200: pagedOf(freelancerDtoSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listFreelancersForAdmin(db, {
        word: query.word,
        hidden: query.hidden,
        limit: query.per_page,
        offset: pageOffset(query),
      });
      // The page's portfolio photos in one query.
      const images = await portfolioPhotosOf(
        db,
        rows.map((row) => row.id),
      );
      return paged(
        rows.map((row) =>
          toFreelancerDto(
            row,
            images.filter((image) => image.owner_id === row.id),
            null,
            storage,
          ),
        ),
        total,
        query,
      );
    },
  );

  hideableItemRoutes(app, {
    path: '/freelancers',
    subjectType: 'freelancer',
    dtoSchema: freelancerDtoSchema,
    detail,
    setHidden: setFreelancerHidden,
  });
};
