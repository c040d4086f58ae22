import { countryCountDtoSchema, oneOf, z } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheForEveryone } from '../../http/cache-control.ts';
import { one } from '../../http/envelope.ts';
import { currentSettings } from '../catalog/catalog.answers.ts';
import { countVisibleProductsByCountry } from './countries.repository.ts';

/** `GET /api/countries`: the browsing list's countries with their numbers of posts. */
export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/api/countries',
    { schema: { tags: ['catalog'], response: { 200: oneOf(z.array(countryCountDtoSchema)) } } },
    async (_request, reply) => {
      const minPriceForShow = (await currentSettings(db)).min_price_for_show;
      cacheForEveryone(reply, []);
      return one(await countVisibleProductsByCountry(db, minPriceForShow));
    },
  );
};
