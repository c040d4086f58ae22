import {
  createdIdDtoSchema,
  mergeCitySchema,
  mergeCountySchema,
  oneOf,
  pagedOf,
  placeMergeDtoSchema,
  unmatchedCitySchema,
  unmatchedCountySchema,
  unmatchedPlaceDtoSchema,
  unmatchedPlacesQuerySchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { listUnmatchedCities, listUnmatchedCounties } from './places.repository.ts';
import { addCity, addCounty, mergeCity, mergeCounty } from './places.service.ts';

/**
 * `/admin/userCities` and `/admin/userCounties`: place names that match no known city or county,
 * with how many members and posts use each; merge one into a known place, or add it as known.
 */
export const adminPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['admin'];
  const list = { 200: pagedOf(unmatchedPlaceDtoSchema) };
  const merged = { 200: oneOf(placeMergeDtoSchema) };
  const created = { 201: oneOf(createdIdDtoSchema) };

  app.get(
    '/userCities',
    { schema: { tags, querystring: unmatchedPlacesQuerySchema, response: list } },
    async (request) => {
      const { rows, total } = await listUnmatchedCities(db, {
        limit: request.query.per_page,
        offset: pageOffset(request.query),
      });
      return paged(rows, total, request.query);
    },
  );
  app.post(
    '/userCities/merge',
    { schema: { tags, body: mergeCitySchema, response: merged } },
    async (request) => one(await mergeCity(db, requireAdmin(request).id, request.body)),
  );
  app.post(
    '/userCities',
    { schema: { tags, body: unmatchedCitySchema, response: created } },
    async (request, reply) =>
      reply.status(201).send(one({ id: await addCity(db, requireAdmin(request).id, request.body) })),
  );

  app.get(
    '/userCounties',
    { schema: { tags, querystring: unmatchedPlacesQuerySchema, response: list } },
    async (request) => {
      const { rows, total } = await listUnmatchedCounties(db, {
        limit: request.query.per_page,
        offset: pageOffset(request.query),
      });
      return paged(rows, total, request.query);
    },
  );
  app.post(
    '/userCounties/merge',
    { schema: { tags, body: mergeCountySchema, response: merged } },
    async (request) => one(await mergeCounty(db, requireAdmin(request).id, request.body)),
  );
  app.post(
    '/userCounties',
    { schema: { tags, body: unmatchedCountySchema, response: created } },
    async (request, reply) =>
      reply.status(201).send(one({ id: await addCounty(db, requireAdmin(request).id, request.body) })),
  );
};
