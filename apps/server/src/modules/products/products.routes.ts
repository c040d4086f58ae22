import {
  cursorPagedOf,
  emptyDataSchema,
  idParamSchema,
  oneOf,
  pagedOf,
  priceBandDtoSchema,
  priceBandQuerySchema,
  productDetailDtoSchema,
  productListResponseSchema,
  productSummaryDtoSchema,
  ownProductSummaryDtoSchema,
  myProductsQuerySchema,
  productCreateSchema,
  productHiddenSchema,
  productInputSchema,
  productListQuerySchema,
  productStatusSchema,
  purchaseListQuerySchema,
} from '@steelyard/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cursorPaged, one, pageOffset, paged, sendSerialized } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { deviceOwnerOf, visitorKey } from '../../http/device-owner.ts';
import { findPriceBand } from './price-bands.ts';
import { bumpProduct } from './bumps.ts';
import { toOwnProductSummaryDto, toProductDetailDto, toProductSummaryDto } from './products.presenter.ts';
import {
  isFirstPage,
  changeProductStatus,
  createProduct,
  deleteProduct,
  editProduct,
  listPurchases,
  listSalesHistory,
  setProductHidden,
  showProduct,
  type TradeHooks,
} from './products.service.ts';

/** Posts' routes; `trade` is what a trade asks of chats and reviews (products.service.ts `TradeHooks`). */
export const productRoutes: FastifyPluginAsyncZod<{ trade: TradeHooks }> = async (app, { trade }) => {
  const { db, storage } = app.deps;
  const tags = ['products'];
  const security = signedIn;
  const detail = oneOf(productDetailDtoSchema);

  /** The detail of a product as its author sees it right after a write. */
  const detailFor = async (id: number, userId: number) =>
    one(
      toProductDetailDto(await showProduct(db, id, { userId, viewerKey: null }, app.productViews), storage),
    );

  /** A view counts once per member's session, or per visitor's device (no session row is written). */
  const viewerKey = (request: FastifyRequest, reply: FastifyReply) =>
    request.user && request.session ? `session:${request.session.id}` : visitorKey(request, reply);

  app.get(
    '/api/products',
    { schema: { tags, querystring: productListQuerySchema, response: { 200: productListResponseSchema } } },
    async (request, reply) => {
      const query = request.query;
      const { answer, json } = await app.productLists.list(request.user?.id ?? null, query);
      // A search is remembered once, on its first page.
      if (query.word && isFirstPage(query)) {
        app.searchRecorder.record(deviceOwnerOf(request, reply), query.word);
      }
      // A kept answer was serialized once for every visitor who asks.
      return json === null ? answer : sendSerialized(reply as FastifyReply, json);
    },
  );

  app.get(
    '/api/priceBands',
    {
      schema: {
        tags,
        querystring: priceBandQuerySchema,
        response: { 200: oneOf(priceBandDtoSchema.nullable()) },
      },
    },
    async (request) => one(await findPriceBand(db, request.query, request.ctx.country, app.exchangeRates)),
  );

  app.post(
    '/api/products',
    { schema: { tags, security, body: productCreateSchema, response: { 201: detail } } },
    async (request, reply) => {
      const user = requireUser(request);
      const id = await createProduct(db, user.id, request.body, request.ctx.country, app.notifier);
      return reply.status(201).send(await detailFor(id, user.id));
    },
  );

  app.get(
    '/api/products/:id',
    { schema: { tags, params: idParamSchema, response: { 200: detail } } },
    async (request, reply) => {
      const parts = await app.productPages.show(request.params.id, {
        userId: request.user?.id ?? null,
        viewerKey: viewerKey(request, reply),
      });
      return one(toProductDetailDto(parts, storage));
    },
  );

  app.patch(
    '/api/products/:id',
    {
      schema: { tags, security, params: idParamSchema, body: productInputSchema, response: { 200: detail } },
    },
    async (request) => {
      const user = requireUser(request);
      await editProduct(db, request.params.id, user.id, request.body, app.notifier);
      return detailFor(request.params.id, user.id);
    },
  );

  app.delete(
    '/api/products/:id',
    { schema: { tags, security, params: idParamSchema, response: { 200: emptyDataSchema } } },
    async (request) => {
      const user = requireUser(request);
      await deleteProduct(db, request.params.id, user.id, trade);
      return one(null);
    },
  );

  app.patch(
    '/api/products/:id/status',
    {
      schema: { tags, security, params: idParamSchema, body: productStatusSchema, response: { 200: detail } },
    },
    async (request) => {
      const user = requireUser(request);
      await changeProductStatus(
        db,
        request.params.id,
        user.id,
        request.body.status,
        request.body.buyer_id,
        trade,
      );
      return detailFor(request.params.id, user.id);
    },
  );

  app.post(
    '/api/products/:id/bump',
    { schema: { tags, security, params: idParamSchema, response: { 200: detail } } },
    async (request) => {
      const user = requireUser(request);
      await bumpProduct(db, request.params.id, user.id);
      return detailFor(request.params.id, user.id);
    },
  );

  app.patch(
    '/api/products/:id/hidden',
    {
      schema: { tags, security, params: idParamSchema, body: productHiddenSchema, response: { 200: detail } },
    },
    async (request) => {
      const user = requireUser(request);
      await setProductHidden(db, request.params.id, user.id, request.body.hidden, trade);
      return detailFor(request.params.id, user.id);
    },
  );

  // Sales history (by tab) and purchase history of the signed-in member.
  app.get(
    '/api/users/me/products',
    {
      schema: {
        tags,
        security,
        querystring: myProductsQuerySchema,
        response: { 200: pagedOf(ownProductSummaryDtoSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const query = request.query;
      const { rows, total, bumpLimit } = await listSalesHistory(db, {
        userId: user.id,
        tab: query.tab,
        limit: query.per_page,
        offset: pageOffset(query),
      });
      return paged(
        rows.map((row) => toOwnProductSummaryDto(row, bumpLimit, storage)),
        total,
        query,
      );
    },
  );

  app.get(
    '/api/users/me/purchases',
    {
      schema: {
        tags,
        security,
        querystring: purchaseListQuerySchema,
        response: { 200: cursorPagedOf(productSummaryDtoSchema) },
      },
    },
    async (request) => {
      const { rows, nextCursor } = await listPurchases(db, requireUser(request).id, request.query);
      return cursorPaged(
        rows.map((row) => toProductSummaryDto(row, storage)),
        request.query.per_page,
        nextCursor,
      );
    },
  );
};
