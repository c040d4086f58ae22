import { oneOf, z } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';

/** The caller's country from its address; loopback and private addresses get the configured default. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { countryLookup, config } = app.deps;
  app.get(
    '/api/ips/country',
    { schema: { tags: ['catalog'], response: { 200: oneOf(z.string().describe('ISO 3166-1 alpha-2')) } } },
    async (request) => {
      return one(countryLookup.lookup(request.ip) ?? config.defaultCountry);
    },
  );
};
