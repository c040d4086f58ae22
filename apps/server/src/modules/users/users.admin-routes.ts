import {
  adminUserAdminFlagSchema,
  adminUserDetailDtoSchema,
  adminUserDtoSchema,
  oneOf,
  pagedOf,
  adminUserCreateSchema,
  adminUsersQuerySchema,
  adminUserSuspensionSchema,
  adminUserUpdateSchema,
  idParamSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { listUsersForAdmin } from './users.repository.ts';
import { toAdminUserDetailDto, toAdminUserDto } from './users.presenter.ts';
import {
  createUserAsAdmin,
  setAdminFlag,
  setSuspension,
  showUserForAdmin,
  type LinkedProvidersOf,
  updateUserAsAdmin,
} from './users.admin-service.ts';

/** Members under /api/admin (the prefix's guard admits admins only). Every change is audited. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ linkedProvidersOf: LinkedProvidersOf }> = async (
  app,
  { linkedProvidersOf },
) => {
  const { db, storage } = app.deps;
  const tags = ['admin'];
  const member = oneOf(adminUserDetailDtoSchema);
  const detail = async (id: number) =>
    one(toAdminUserDetailDto(await showUserForAdmin(db, id, linkedProvidersOf), storage));

  app.get(
    '/users',
    { schema: { tags, querystring: adminUsersQuerySchema, response: { 200: pagedOf(adminUserDtoSchema) } } },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listUsersForAdmin(db, {
        search: query.search || undefined,
        samplesOnly: query.sample,
        limit: query.per_page,
        offset: pageOffset(query),
      });
      return paged(
        rows.map((row) => toAdminUserDto(row, storage)),
        total,
        query,
      );
    },
  );

  app.post(
    '/users',
    { schema: { tags, body: adminUserCreateSchema, response: { 201: member } } },
    async (request, reply) => {
      const id = await createUserAsAdmin(db, requireAdmin(request).id, request.body, {
        country: request.ctx.country,
        language: request.ctx.language,
      });
      return reply.status(201).send(await detail(id));
    },
  );

  app.get(
    '/users/:id',
    { schema: { tags, params: idParamSchema, response: { 200: member } } },
    async (request) => detail(request.params.id),
  );

  app.patch(
    '/users/:id',
    { schema: { tags, params: idParamSchema, body: adminUserUpdateSchema, response: { 200: member } } },
    async (request) => {
      const adminId = requireAdmin(request).id;
      await updateUserAsAdmin(db, adminId, request.params.id, request.body, request.ctx.country);
      return detail(request.params.id);
    },
  );

  app.patch(
    '/users/:id/admin',
    { schema: { tags, params: idParamSchema, body: adminUserAdminFlagSchema, response: { 200: member } } },
    async (request) => {
      await setAdminFlag(db, requireAdmin(request).id, request.params.id, request.body.admin);
      return detail(request.params.id);
    },
  );

  app.patch(
    '/users/:id/suspension',
    { schema: { tags, params: idParamSchema, body: adminUserSuspensionSchema, response: { 200: member } } },
    async (request) => {
      await setSuspension(db, requireAdmin(request).id, request.params.id, request.body.suspended);
      return detail(request.params.id);
    },
  );
};
