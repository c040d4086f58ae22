import { adminUsersQuerySchema } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOffset, paged } from '../../http/envelope.ts';
import { listUsersForAdmin } from './users.repository.ts';
import { toAdminUserDto } from './users.presenter.ts';

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;

  app.get('/users', { schema: { tags: ['admin'], querystring: adminUsersQuerySchema } }, async (request) => {
    const query = request.query;
    const { rows, total } = await listUsersForAdmin(db, {
      search: query.search || undefined,
      limit: query.per_page,
      offset: pageOffset(query),
    });
    return paged(
      rows.map((row) => toAdminUserDto(row, storage)),
      total,
      query,
    );
  });
};
