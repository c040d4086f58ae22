import { adminExampleCreateSchema, adminUserDtoSchema, idParamSchema, oneOf } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { setSampleFlag } from '../users/users.admin-service.ts';
import { toAdminUserDto } from '../users/users.presenter.ts';
import { requireUserRow } from '../users/users.service.ts';

/**
 * `/api/admin/examples`: mark and unmark the sample accounts offered by sample login (audited).
 * The list is `GET /api/admin/users?sample=1`.
 */
export const adminSampleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['admin'];
  const member = oneOf(adminUserDtoSchema);
  const adminUser = async (id: number) =>
    toAdminUserDto({ ...(await requireUserRow(db, id)), product_count: null }, storage);

  app.post(
    '/examples',
    { schema: { tags, body: adminExampleCreateSchema, response: { 201: member } } },
    async (request, reply) => {
      await setSampleFlag(db, requireAdmin(request).id, request.body.user_id, true);
      return reply.status(201).send(one(await adminUser(request.body.user_id)));
    },
  );

  app.delete(
    '/examples/:id',
    { schema: { tags, params: idParamSchema, response: { 200: member } } },
    async (request) => {
      await setSampleFlag(db, requireAdmin(request).id, request.params.id, false);
      return one(await adminUser(request.params.id));
    },
  );
};
