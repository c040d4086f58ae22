import {
  followAlertsDtoSchema,
  followAlertsSchema,
  idParamSchema,
  likedUserDtoSchema,
  likeListQuerySchema,
  likeSchema,
  likeStateDtoSchema,
  oneOf,
  pagedOf,
  productSummaryDtoSchema,
  z,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { currentSettings } from '../catalog/catalog.answers.ts';
import { toProductSummaryDto } from '../products/products.presenter.ts';
import { toPublicUserDto } from '../users/users.presenter.ts';
import { listLikedProducts, listLikedUsers } from './likes.repository.ts';
import { like, setFollowAlerts, unlike } from './likes.service.ts';

/** Favourites: products and members. */
export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['likes'];
  const security = signedIn;
  // `type=product` lists posts, `type=user` members (the richer shape first: a union takes the first fit).
  const likedList = z.union([pagedOf(productSummaryDtoSchema), pagedOf(likedUserDtoSchema)]);

  app.get(
    '/api/likes',
    { schema: { tags, security, querystring: likeListQuerySchema, response: { 200: likedList } } },
    async (request) => {
      const user = requireUser(request);
      const query = request.query;
      const page = { userId: user.id, limit: query.per_page, offset: pageOffset(query) };
      if (query.type === 'user') {
        const { rows, total } = await listLikedUsers(db, page);
        return paged(
          rows.map((row) => ({ ...toPublicUserDto(row, storage), alerts: row.alerts })),
          total,
          query,
        );
      }
      const minPriceForShow = (await currentSettings(db)).min_price_for_show;
      const { rows, total } = await listLikedProducts(db, { ...page, minPriceForShow });
      return paged(
        rows.map((row) => toProductSummaryDto(row, storage)),
        total,
        query,
      );
    },
  );

  app.post(
    '/api/likes',
    { schema: { tags, security, body: likeSchema, response: { 200: oneOf(likeStateDtoSchema) } } },
    async (request) => one(await like(db, requireUser(request).id, request.body)),
  );

  app.delete(
    '/api/likes',
    { schema: { tags, security, body: likeSchema, response: { 200: oneOf(likeStateDtoSchema) } } },
    async (request) => one(await unlike(db, requireUser(request).id, request.body)),
  );

  app.patch(
    '/api/likes/users/:id',
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        body: followAlertsSchema,
        response: { 200: oneOf(followAlertsDtoSchema) },
      },
    },
    async (request) =>
      one(await setFollowAlerts(db, requireUser(request).id, request.params.id, request.body)),
  );
};
