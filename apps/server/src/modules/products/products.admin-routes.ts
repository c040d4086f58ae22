import {
  adminProductCreateSchema,
  adminProductDtoSchema,
  emptyDataSchema,
  oneOf,
  pagedOf,
  productSummaryDtoSchema,
  adminProductsQuerySchema,
  adminProductUpdateSchema,
  idParamSchema,
  productHiddenSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { listProductsForAdmin } from './products.browse-repository.ts';
import { toAdminProductDto, toProductSummaryDto } from './products.presenter.ts';
import {
  createProductAsAdmin,
  deleteProductAsAdmin,
  moderateProduct,
  showProductForAdmin,
  type TradeHooks,
} from './products.service.ts';

/** Product moderation under /api/admin (the prefix's guard admits admins only). Every change is audited. */
export const adminProductRoutes: FastifyPluginAsyncZod<{ trade: TradeHooks }> = async (app, { trade }) => {
  const { db, storage } = app.deps;
  const tags = ['admin'];
  const product = oneOf(adminProductDtoSchema);
  const detail = async (id: number) => one(toAdminProductDto(await showProductForAdmin(db, id), storage));

  app.get(
    '/products',
    {
      schema: {
        tags,
        querystring: adminProductsQuerySchema,
        response: { 200: pagedOf(productSummaryDtoSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listProductsForAdmin(db, {
        search: query.search || undefined,
        type: query.type,
        status: query.status,
        categoryId: query.category_id,
        hidden: query.hidden,
        deleted: query.deleted,
        limit: query.per_page,
        offset: pageOffset(query),
      });
      return paged(
        rows.map((row) => toProductSummaryDto(row, storage)),
        total,
        query,
      );
    },
  );

  app.post(
    '/products',
    { schema: { tags, body: adminProductCreateSchema, response: { 201: product } } },
    async (request, reply) => {
      const id = await createProductAsAdmin(
        db,
        requireAdmin(request).id,
        request.body,
        request.ctx.country,
        app.notifier,
      );
      return reply.status(201).send(await detail(id));
    },
  );

  app.get(
    '/products/:id',
    { schema: { tags, params: idParamSchema, response: { 200: product } } },
    async (request) => detail(request.params.id),
  );

  app.patch(
    '/products/:id',
    { schema: { tags, params: idParamSchema, body: adminProductUpdateSchema, response: { 200: product } } },
    async (request) => {
      await moderateProduct(db, requireAdmin(request).id, request.params.id, request.body, trade);
      return detail(request.params.id);
    },
  );

  app.patch(
    '/products/:id/hidden',
    { schema: { tags, params: idParamSchema, body: productHiddenSchema, response: { 200: product } } },
    async (request) => {
      const hidden = request.body.hidden;
      await moderateProduct(
        db,
        requireAdmin(request).id,
        request.params.id,
        { is_hidden: hidden },
        trade,
        hidden ? 'product.hide' : 'product.unhide',
      );
      return detail(request.params.id);
    },
  );

  app.delete(
    '/products/:id',
    { schema: { tags, params: idParamSchema, response: { 200: emptyDataSchema } } },
    async (request) => {
      await deleteProductAsAdmin(db, requireAdmin(request).id, request.params.id, trade);
      return one(null);
    },
  );
};
