import {
  emptyDataSchema,
  updateLanguageSchema,
  updateLocationSchema,
  updatePushTokenSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { updateLanguage, updateLocation, updatePushToken } from './users.service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const response = { 200: emptyDataSchema };

  app.patch(
    '/api/users/updatePushToken',
    { schema: { tags, body: updatePushTokenSchema, response } },
    async (request) => {
      await updatePushToken(app, request, request.body.push_token);
      return one(null);
    },
  );

  app.patch(
    '/api/users/updateLocation',
    { schema: { tags, body: updateLocationSchema, response } },
    async (request) => {
      await updateLocation(app, request, request.body);
      return one(null);
    },
  );

  // The spec's call sends no fields: the language is the request's Accept-Language.
  app.patch(
    '/api/users/updateLanguage',
    { schema: { tags, body: updateLanguageSchema, response } },
    async (request) => {
      await updateLanguage(app, request, request.body.language ?? request.ctx.language);
      return one(null);
    },
  );
};
