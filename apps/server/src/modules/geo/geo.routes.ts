import {
  locationPartsDtoSchema,
  oneOf,
  placeDtoSchema,
  reverseGeocodeQuerySchema,
  searchPlacesQuerySchema,
  z,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { countryOfAddress } from './ip-country.ts';

/** Each pin move and typed word is one call: enough for a person, too few for scraping the service. */
const geocodeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The caller's country from its address, and places from coordinates and text (the `Geocoder`). */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ips/country',
    { schema: { tags: ['catalog'], response: { 200: oneOf(z.string().describe('ISO 3166-1 alpha-2')) } } },
    async (request) => one(countryOfAddress(app.deps, request.ip)),
  );

  // null where nothing is known there: the web says 'Cannot find address. Please try again.'
  app.get(
    '/api/geocode/reverse',
    {
      config: geocodeLimit,
      schema: {
        tags: ['geo'],
        querystring: reverseGeocodeQuerySchema,
        response: { 200: oneOf(locationPartsDtoSchema.nullable()) },
      },
    },
    async (request) =>
      one(
        await app.geocoder.reverse(request.query, request.ctx.language).catch((error: unknown) => {
          request.log.warn({ err: error }, 'the geocoder failed; the place is not known');
          return null;
        }),
      ),
  );

  app.get(
    '/api/geocode/search',
    {
      config: geocodeLimit,
      schema: {
        tags: ['geo'],
        querystring: searchPlacesQuerySchema,
        response: { 200: oneOf(z.array(placeDtoSchema)) },
      },
    },
    async (request) =>
      one(
        await app.geocoder.search(request.query.q, request.ctx.language).catch((error: unknown) => {
          request.log.warn({ err: error }, 'the geocoder failed; no places found');
          return [];
        }),
      ),
  );
};
