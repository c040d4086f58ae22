import {
  adminSpecTemplateDtoSchema,
  idParamSchema,
  oneOf,
  specTemplateInputSchema,
  z,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { toAdminSpecTemplateDto } from './specs.presenter.ts';
import { listCurrentTemplates } from './specs.repository.ts';
import { saveTemplateAsAdmin } from './specs.service.ts';

/** `/api/admin/specTemplates`: the templates, and saving one as its next version (audited). */
export const adminSpecRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['admin'];

  app.get(
    '/specTemplates',
    { schema: { tags, response: { 200: oneOf(z.array(adminSpecTemplateDtoSchema)) } } },
    async () => one((await listCurrentTemplates(db)).map(toAdminSpecTemplateDto)),
  );

  app.put(
    '/specTemplates/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: specTemplateInputSchema,
        response: { 200: oneOf(adminSpecTemplateDtoSchema) },
      },
    },
    async (request) =>
      one(
        toAdminSpecTemplateDto(
          await saveTemplateAsAdmin(db, requireAdmin(request).id, request.params.id, request.body),
        ),
      ),
  );
};
