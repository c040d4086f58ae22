import {
  emptyDataSchema,
  idParamSchema,
  keywordAlertDtoSchema,
  keywordAlertSchema,
  oneOf,
  z,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { addKeyword, listMemberKeywords, removeKeyword } from './keywords.service.ts';

/** Keyword alerts: `/keywords` (at most 50 per member). */
export const keywordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['keywords'];
  const security = signedIn;

  app.get(
    '/api/keywords',
    { schema: { tags, security, response: { 200: oneOf(z.array(keywordAlertDtoSchema)) } } },
    async (request) => one(await listMemberKeywords(db, requireUser(request).id)),
  );

  app.post(
    '/api/keywords',
    { schema: { tags, security, body: keywordAlertSchema, response: { 201: oneOf(keywordAlertDtoSchema) } } },
    async (request, reply) =>
      reply.status(201).send(one(await addKeyword(db, requireUser(request).id, request.body))),
  );

  app.delete(
    '/api/keywords/:id',
    { schema: { tags, security, params: idParamSchema, response: { 200: emptyDataSchema } } },
    async (request) => {
      await removeKeyword(db, requireUser(request).id, request.params.id);
      return one(null);
    },
  );
};
