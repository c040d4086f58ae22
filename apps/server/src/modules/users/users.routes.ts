import {
  emptyDataSchema,
  updateLanguageSchema,
  updateLocationSchema,
  updatePushTokenSchema,
} from '@steelyard/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { completeLocation, saveMemberDevicePreference, type DevicePreferences } from './users.service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const response = { 200: emptyDataSchema };

  /** A device preference: on the member's account, or in a visitor's session. */
  async function saveForDevice(request: FastifyRequest, values: DevicePreferences) {
    if (request.user) await saveMemberDevicePreference(app.deps.db, request.user.id, values);
    else await app.sessions.saveData(request, { ...request.session?.data, ...values });
  }

  app.patch(
    '/api/users/updatePushToken',
    { schema: { tags, body: updatePushTokenSchema, response } },
    async (request) => {
      await saveForDevice(request, { push_token: request.body.push_token });
      return one(null);
    },
  );

  app.patch(
    '/api/users/updateLocation',
    { schema: { tags, body: updateLocationSchema, response } },
    async (request) => {
      const location = await completeLocation(app.geocoder, request.body, request.ctx.language, (error) =>
        request.log.warn({ err: error }, 'the geocoder failed; the location is stored as sent'),
      );
      await saveForDevice(request, { location });
      return one(null);
    },
  );

  // The spec's call sends no fields: the language is the request's Accept-Language.
  app.patch(
    '/api/users/updateLanguage',
    { schema: { tags, body: updateLanguageSchema, response } },
    async (request) => {
      await saveForDevice(request, { language: request.body.language ?? request.ctx.language });
      return one(null);
    },
  );
};
