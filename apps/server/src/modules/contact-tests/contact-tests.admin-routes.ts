import { contactTestSchema, contactTestSentDtoSchema, oneOf } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { sendContactTest } from './contact-tests.service.ts';

/**
 * `/contactTests/create`: an admin checks the SMS provider by sending one message to a number.
 * Audited, since it spends the provider's credit and reaches a real phone; 10 a minute.
 */
export const adminContactTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.post(
    '/contactTests',
    {
      schema: {
        tags: ['admin'],
        body: contactTestSchema,
        response: { 201: oneOf(contactTestSentDtoSchema) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { contact, text } = request.body;
      await sendContactTest(db, app.senders.sms, admin.id, { contact, text });
      return reply.status(201).send(one({ contact, text }));
    },
  );
};
