import {
  adminArticleInputSchema,
  adminContentDtoSchema,
  adminContentQuerySchema,
  adminEventInputSchema,
  contentPinSchema,
  contentPublishSchema,
  emptyDataSchema,
  idParamSchema,
  oneOf,
  pagedOf,
  type ContentKind,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { listContentForAdmin } from './content.admin-repository.ts';
import {
  createContentAsAdmin,
  deleteContentAsAdmin,
  setContentFlagAsAdmin,
  showContentForAdmin,
  updateContentAsAdmin,
} from './content.admin-service.ts';
import { toAdminContentDto } from './content.presenter.ts';

/**
 * Notices, FAQ entries and events under /api/admin/{notices|faqs|events} (the prefix's guard
 * admits admins only): list (published or not), create, read, edit, publish, pin, delete. Every
 * change is audited; bodies are sanitised with an allow-list before they are stored.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['admin'];
  const content = oneOf(adminContentDtoSchema);

  for (const kind of ['notices', 'faqs', 'events'] as const satisfies readonly ContentKind[]) {
    const body = kind === 'events' ? adminEventInputSchema : adminArticleInputSchema;
    const detail = async (id: number) => {
      const { row, image } = await showContentForAdmin(db, kind, id);
      return one(toAdminContentDto(row, image, storage, new Date()));
    };

    app.get(
      `/${kind}`,
      {
        schema: {
          tags,
          querystring: adminContentQuerySchema,
          response: { 200: pagedOf(adminContentDtoSchema) },
        },
      },
      async (request) => {
        const query = request.query;
        const { rows, total } = await listContentForAdmin(db, kind, {
          search: query.search || undefined,
          published: query.published,
          limit: query.per_page,
          offset: pageOffset(query),
        });
        const now = new Date();
        return paged(
          rows.map((row) => toAdminContentDto(row, null, storage, now)),
          total,
          query,
        );
      },
    );

    app.post(`/${kind}`, { schema: { tags, body, response: { 201: content } } }, async (request, reply) => {
      const id = await createContentAsAdmin(db, requireAdmin(request).id, kind, request.body);
      return reply.status(201).send(await detail(id));
    });

    app.get(
      `/${kind}/:id`,
      { schema: { tags, params: idParamSchema, response: { 200: content } } },
      async (request) => detail(request.params.id),
    );

    app.patch(
      `/${kind}/:id`,
      { schema: { tags, params: idParamSchema, body, response: { 200: content } } },
      async (request) => {
        await updateContentAsAdmin(db, requireAdmin(request).id, kind, request.params.id, request.body);
        return detail(request.params.id);
      },
    );

    app.patch(
      `/${kind}/:id/publish`,
      { schema: { tags, params: idParamSchema, body: contentPublishSchema, response: { 200: content } } },
      async (request) => {
        const flag = { published: request.body.published };
        await setContentFlagAsAdmin(db, requireAdmin(request).id, kind, request.params.id, flag);
        return detail(request.params.id);
      },
    );

    app.patch(
      `/${kind}/:id/pin`,
      { schema: { tags, params: idParamSchema, body: contentPinSchema, response: { 200: content } } },
      async (request) => {
        const flag = { pinned: request.body.pinned };
        await setContentFlagAsAdmin(db, requireAdmin(request).id, kind, request.params.id, flag);
        return detail(request.params.id);
      },
    );

    app.delete(
      `/${kind}/:id`,
      { schema: { tags, params: idParamSchema, response: { 200: emptyDataSchema } } },
      async (request) => {
        await deleteContentAsAdmin(db, requireAdmin(request).id, kind, request.params.id);
        return one(null);
      },
    );
  }
};
