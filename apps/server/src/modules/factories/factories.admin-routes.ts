import { adminServiceListQuerySchema, factoryDtoSchema, pagedOf } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { hideableItemRoutes } from '../admin/admin-hide.ts';
import { listAttachedImages } from '../images/images.repository.ts';
import { toFactoryDto } from './factories.presenter.ts';
import {
  findFactoryForAdmin,
  listFactoriesForAdmin,
  listTakenPeriods,
  setFactoryHidden,
} from './factories.repository.ts';

/** `/api/admin/factories` (under the admin prefix's guard): list with search and pages, one, hide or show (audited). */
export const adminFactoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['admin'];
  const detail = async (id: number) => {
    const row = await findFactoryForAdmin(db, id);
    if (!row) throw notFound();
    const [taken, images] = await Promise.all([
      listTakenPeriods(db, [id]),
      listAttachedImages(db, 'factory_images', [id]),
    ]);
    return one(toFactoryDto(row, taken, images, null, storage));
  };

  app.get(
    '/factories',
    {
      schema: {
        tags,
        querystring: adminServiceListQuerySchema,
        response: { 200: pagedOf(factoryDtoSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listFactoriesForAdmin(db, {
        word: query.word,
        hidden: query.hidden,
        limit: query.per_page,
        offset: pageOffset(query),
      });
      // The taken periods and the photos of the page's factories, one query each.
      const ids = rows.map((row) => row.id);
      const [taken, images] = await Promise.all([
        listTakenPeriods(db, ids),
        listAttachedImages(db, 'factory_images', ids),
      ]);
      return paged(
        rows.map((row) =>
          toFactoryDto(
            row,
            taken.filter((period) => period.factory_id === row.id),
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
    path: '/factories',
    subjectType: 'factory',
    dtoSchema: factoryDtoSchema,
    detail,
    setHidden: setFactoryHidden,
  });
};
