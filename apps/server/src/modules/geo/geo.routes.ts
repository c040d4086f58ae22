import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';

/** The caller's country from its address; loopback and private addresses get the configured default. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { countryLookup, config } = app.deps;
  app.get('/api/ips/country', { schema: { tags: ['catalog'] } }, async (request) => {
    return one(countryLookup.lookup(request.ip) ?? config.defaultCountry);
  });
};
