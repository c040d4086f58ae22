import {
  oneOf,
  removeRequestSchema,
  reportCreateSchema,
  reportDtoSchema,
  TRUST_LIMITS,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { createRemoveRequest, createReport } from './reports.service.ts';

/** Members report a post, a member or a chat message; nobody reads reports here (the desk does). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  // Both take free text from anyone signed in (reports) or anyone at all (removal requests).
  const config = { rateLimit: { max: TRUST_LIMITS.reportsPerAddressPerHour, timeWindow: '1 hour' } };
  app.post(
    '/api/reports',
    {
      config,
      schema: {
        tags: ['reports'],
        security: signedIn,
        body: reportCreateSchema,
        response: { 201: oneOf(reportDtoSchema) },
      },
    },
    async (request, reply) => {
      const report = await createReport(db, requireUser(request).id, request.body);
      reply.code(201);
      return one(report);
    },
  );

  app.post(
    '/api/requestRemoves',
    {
      config,
      schema: { tags: ['reports'], body: removeRequestSchema, response: { 201: oneOf(reportDtoSchema) } },
    },
    async (request, reply) => {
      const report = await createRemoveRequest(
        db,
        request.user?.id ?? null,
        request.body,
        request.ctx.language,
      );
      reply.code(201);
      return one(report);
    },
  );
};
