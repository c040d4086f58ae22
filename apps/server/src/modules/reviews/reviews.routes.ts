import {
  idParamSchema,
  memberMannersDtoSchema,
  oneOf,
  pagedOf,
  pendingReviewDtoSchema,
  reviewCreateSchema,
  reviewDtoSchema,
  reviewListQuerySchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { toMemberMannersDto, toPendingReviewDto, toReviewDto } from './reviews.presenter.ts';
import { countMannersOf, listReviews } from './reviews.repository.ts';
import { requireVisibleMember } from '../profile/profile.service.ts';
import { createReview, listPendingReviewsOf, showReview } from './reviews.service.ts';

/** Reviews of finished deals and a member's manners. Reading is public; writing needs a signed-in party. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['reviews'];

  app.post(
    '/api/reviews',
    {
      schema: {
        tags,
        security: signedIn,
        body: reviewCreateSchema,
        response: { 201: oneOf(reviewDtoSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await createReview(db, app.notifier, user.id, request.body);
      reply.code(201);
      return one(toReviewDto(row, user.id, storage, request.ctx.language));
    },
  );

  app.get(
    '/api/reviews',
    { schema: { tags, querystring: reviewListQuerySchema, response: { 200: pagedOf(reviewDtoSchema) } } },
    async (request) => {
      const query = request.query;
      const viewerId = request.user?.id ?? null;
      await requireVisibleMember(db, query.user_id, viewerId);
      const { rows, total } = await listReviews(db, {
        userId: query.user_id,
        kind: query.kind,
        viewerId,
        freelancerId: query.freelancer_id,
        limit: query.per_page,
        offset: pageOffset(query),
      });
      return paged(
        rows.map((row) => toReviewDto(row, viewerId, storage, request.ctx.language)),
        total,
        query,
      );
    },
  );

  app.get(
    '/api/reviews/pending',
    {
      schema: {
        tags,
        security: signedIn,
        description: "The member's finished deals waiting for their review, newest first (at most 50).",
        response: { 200: oneOf(z.array(pendingReviewDtoSchema)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await listPendingReviewsOf(db, user.id);
      return one(rows.map((row) => toPendingReviewDto(row, storage)));
    },
  );

  app.get(
    '/api/reviews/:id',
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(reviewDtoSchema) } } },
    async (request) => {
      const viewerId = request.user?.id ?? null;
      const row = await showReview(db, request.params.id, viewerId);
      return one(toReviewDto(row, viewerId, storage, request.ctx.language));
    },
  );

  app.get(
    '/api/users/:id/manners',
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(memberMannersDtoSchema) } } },
    async (request) => {
      const memberId = request.params.id;
      const viewerId = request.user?.id ?? null;
      await requireVisibleMember(db, memberId, viewerId);
      const isMe = viewerId === memberId;
      const rows = await countMannersOf(db, memberId, isMe);
      return one(toMemberMannersDto(rows, isMe, request.ctx.language));
    },
  );
};
