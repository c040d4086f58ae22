import {
  emptyDataSchema,
  idParamSchema,
  oneOf,
  popularSearchDtoSchema,
  popularSearchesQuerySchema,
  searchDtoSchema,
  z,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { clearRecentSearches, deleteRecentSearch } from './searches.repository.ts';
import { popularSearches, recentSearchesOf } from './searches.service.ts';
import { knownDeviceOwnerOf } from '../../http/device-owner.ts';

/** Recent searches of the member or the visitor's device, and the popular words of recent days. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['searches'];

  app.get(
    '/api/searches',
    { schema: { tags, response: { 200: oneOf(z.array(searchDtoSchema)) } } },
    async (request) => one(await recentSearchesOf(db, app.searchRecorder, knownDeviceOwnerOf(request))),
  );

  app.get(
    '/api/searches/popular',
    {
      schema: {
        tags,
        querystring: popularSearchesQuerySchema,
        response: { 200: oneOf(z.array(popularSearchDtoSchema)) },
      },
    },
    async (request) => one(await popularSearches(db, app.searchRecorder, request.query)),
  );

  app.delete(
    '/api/searches/:id',
    { schema: { tags, params: idParamSchema, response: { 200: emptyDataSchema } } },
    async (request) => {
      await app.searchRecorder.flush();
      const owner = knownDeviceOwnerOf(request);
      if (!owner || !(await deleteRecentSearch(db, owner, request.params.id))) throw notFound();
      return one(null);
    },
  );

  app.delete('/api/searches', { schema: { tags, response: { 200: emptyDataSchema } } }, async (request) => {
    await app.searchRecorder.flush();
    const owner = knownDeviceOwnerOf(request);
    if (owner) await clearRecentSearches(db, owner);
    return one(null);
  });
};
