import { idParamSchema, keywordAlertSchema } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { addKeyword, listMemberKeywords, removeKeyword } from './keywords.service.ts';

/** Keyword alerts: `/keywords` (at most 50 per member). */
export const keywordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['keywords'];

  app.get('/api/keywords', { schema: { tags } }, async (request) =>
    one(await listMemberKeywords(db, requireUser(request).id)),
  );

  app.post('/api/keywords', { schema: { tags, body: keywordAlertSchema } }, async (request, reply) =>
    reply.status(201).send(one(await addKeyword(db, requireUser(request).id, request.body))),
  );

  app.delete('/api/keywords/:id', { schema: { tags, params: idParamSchema } }, async (request) => {
    await removeKeyword(db, requireUser(request).id, request.params.id);
    return one(null);
  });
};
