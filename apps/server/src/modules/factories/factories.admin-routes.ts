import { adminServiceListQuerySchema, factoryDtoSchema, pagedOf } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { hideableItemRoutes } from '../audits/hide-audited.ts';
import { toFactoryDto } from './factories.presenter.ts';
import { findFactoryForAdmin, listFactoriesForAdmin, setFactoryHidden } from './factories.repository.ts';
import { loadFactoryParts } from './factories.service.ts';

/** `/api/admin/factories` (under the admin prefix's guard): list with search and pages, one, hide or show (audited). */
export const adminFactoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['admin'];
  const detail = async (id: number) => {
    const row = await findFactoryForAdmin(db, id);
    if (!row) throw notFound();
    const partsOf = await loadFactoryParts(db, [id]);
    return one(toFactoryDto(row, partsOf(id), null, storage));
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
      const partsOf = await loadFactoryParts(
        db,
        rows.map((row) => row.id),
      );
      return paged(
        rows.map((row) => toFactoryDto(row, partsOf(row.id), null, storage)),
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
