import { oneOf, promotionDtoSchema, promotionsQuerySchema, z } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { listOngoingPromotions } from './promotions.repository.ts';
import { toPromotionDto } from './promotions.presenter.ts';

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;

  app.get(
    '/api/promotions',
    {
      schema: {
        tags: ['promotions'],
        querystring: promotionsQuerySchema,
        response: { 200: oneOf(z.array(promotionDtoSchema)) },
      },
    },
    // Only ongoing promotions that target the caller's country (X-Country) and language.
    async (request) => {
      const rows = await listOngoingPromotions(db, {
        type: request.query.type,
        country: request.ctx.country,
        language: request.ctx.language,
      });
      return one(rows.map((row) => toPromotionDto(row, storage)));
    },
  );
};
