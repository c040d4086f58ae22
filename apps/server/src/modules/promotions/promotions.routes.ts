import {
  oneOf,
  promotionDtoSchema,
  promotionsQuerySchema,
  z,
  type PromotionDto,
  type PromotionState,
  type PromotionType,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { listOngoingPromotions } from './promotions.repository.ts';

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
    async (request) => {
      const rows = await listOngoingPromotions(db, request.query.type);
      return one(
        rows.map((row): PromotionDto => ({
          id: row.id,
          type: row.type as PromotionType,
          state: row.state as PromotionState,
          url: row.url,
          type_url: row.type_url === 2 ? 2 : 1,
          img: { url: storage.url(row.image_path) },
        })),
      );
    },
  );
};
