import { idParamSchema, inspectorDtoSchema, inspectorFlagSchema, oneOf } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { one } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import { findInspector, listInspectors } from './inspections.repository.ts';
import { toInspectorDto } from './inspections.presenter.ts';
import { setInspector } from './inspections.service.ts';

/** Inspector management under /api/admin (the prefix's guard admits admins only): list, mark, unmark. */
export const adminInspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['admin'];

  app.get(
    '/inspectors',
    { schema: { tags, response: { 200: oneOf(z.array(inspectorDtoSchema)) } } },
    async () => one((await listInspectors(db)).map(toInspectorDto)),
  );

  app.patch(
    '/users/:id/inspector',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: inspectorFlagSchema,
        response: { 200: oneOf(inspectorDtoSchema) },
      },
    },
    async (request) => {
      await setInspector(db, requireAdmin(request).id, request.params.id, request.body.is_inspector);
      const row = await findInspector(db, request.params.id);
      if (!row) throw notFound();
      return one(toInspectorDto(row));
    },
  );
};
