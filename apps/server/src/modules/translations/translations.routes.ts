import {
  errorResponseSchema,
  LIMITS,
  oneOf,
  translationDtoSchema,
  translationInputSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { translateForViewer } from './translations.service.ts';

/** `POST /api/translations` (spec §7): a post or a chat message into the member's language. */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.post(
    '/api/translations',
    {
      // Per member, not per address: each call may be a paid one.
      config: {
        rateLimit: {
          max: LIMITS.translationsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => (request.user ? `translations:${request.user.id}` : request.ip),
        },
      },
      schema: {
        tags: ['translations'],
        security: signedIn,
        body: translationInputSchema,
        response: { 200: oneOf(translationDtoSchema), 503: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const translation = await translateForViewer(
        { db, translator: app.translator },
        { ...request.body, viewerId: user.id, target: request.ctx.language },
      );
      return one(translation);
    },
  );
};
