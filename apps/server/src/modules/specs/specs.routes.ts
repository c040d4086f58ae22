import { oneOf, specTemplateDtoSchema, z } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheForEveryone } from '../../http/cache-control.ts';
import { one } from '../../http/envelope.ts';
import { toSpecTemplateDto } from './specs.presenter.ts';
import { listCurrentTemplates } from './specs.repository.ts';

/** `GET /api/specTemplates`: every machine kind's template at its current version (the post form's). */
export const specRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/api/specTemplates',
    { schema: { tags: ['specs'], response: { 200: oneOf(z.array(specTemplateDtoSchema)) } } },
    async (_request, reply) => {
      cacheForEveryone(reply, []);
      return one((await listCurrentTemplates(db)).map(toSpecTemplateDto));
    },
  );
};
