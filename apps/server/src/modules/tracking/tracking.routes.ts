import { createdIdDtoSchema, createLogSchema, oneOf, trackPromotionSchema } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { ValidationError } from '../../http/errors.ts';
import { insertLog } from './tracking.repository.ts';

/** Client logs (e.g. a bad native-app message) and promotion clicks and views. */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['tracking'];
  // Anyone may call these; a limit per address keeps them from filling the tables.
  const rateLimit = { max: 120, timeWindow: '1 minute' };
  const response = { 201: oneOf(createdIdDtoSchema) };

  app.post(
    '/api/logs',
    { schema: { tags, body: createLogSchema, response }, config: { rateLimit } },
    async (request, reply) => {
      const id = await insertLog(db, {
        userId: request.user?.id ?? null,
        memo: request.body.memo,
        description: request.body.description,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send(one({ id }));
    },
  );

  for (const table of ['clicks', 'views'] as const) {
    app.post(
      `/api/${table}`,
      { schema: { tags, body: trackPromotionSchema, response }, config: { rateLimit } },
      async (request, reply) => {
        const id = await app.promotionTallies.record(table, {
          userId: request.user?.id ?? null,
          clickableId: request.body.clickable_id,
          viewableType: request.body.viewable_type,
          viewableId: request.body.viewable_id,
        });
        if (id === null) throw ValidationError.field('clickable_id', 'validation.invalid');
        return reply.status(201).send(one({ id }));
      },
    );
  }
};
