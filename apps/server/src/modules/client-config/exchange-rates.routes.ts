import { errorResponseSchema, exchangeRatesDtoSchema, oneOf } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheForEveryone } from '../../http/cache-control.ts';
import { one } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';

/**
 * `GET /api/exchangeRates`: the reference rates behind a converted price (a hint; prices stay in
 * the seller's currency). 404 when the deployment has no source, 503 when the source fails.
 */
export const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/exchangeRates',
    {
      schema: {
        tags: ['catalog'],
        response: { 200: oneOf(exchangeRatesDtoSchema), 404: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!app.exchangeRates) throw new AppError(404, 'exchangeRates.unavailable');
      try {
        const table = await app.exchangeRates.latest();
        cacheForEveryone(reply, []);
        return one(table);
      } catch (error) {
        request.log.warn({ err: error }, 'exchange rates unavailable');
        throw new AppError(503, 'exchangeRates.unavailable');
      }
    },
  );
};
