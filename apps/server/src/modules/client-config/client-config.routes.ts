import { clientConfigDtoSchema, oneOf } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheForEveryone } from '../../http/cache-control.ts';
import { one } from '../../http/envelope.ts';

/**
 * `GET /api/clientConfig`: the deployment's settings the web app needs at run time (the native
 * app's scheme and store pages, the map's tile source), so one build serves every deployment.
 */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appLinks, map } = app.deps.config;
  const body = one({
    app_link_scheme: appLinks.scheme,
    app_link_redirect: appLinks.redirect,
    ios_store_url: appLinks.iosStoreUrl,
    android_store_url: appLinks.androidStoreUrl,
    map_tile_url: map.tileUrl,
    map_attribution: map.attribution,
    translation_available: app.translator !== null,
    exchange_rates_available: app.exchangeRates !== null,
  });
  app.get(
    '/api/clientConfig',
    { schema: { tags: ['catalog'], response: { 200: oneOf(clientConfigDtoSchema) } } },
    async (_request, reply) => {
      cacheForEveryone(reply, []);
      return body;
    },
  );
};
