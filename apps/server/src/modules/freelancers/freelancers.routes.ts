import {
  cursorPagedOf,
  freelancerDtoSchema,
  freelancerInputSchema,
  freelancerListQuerySchema,
  idParamSchema,
  oneOf,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { toFreelancerDto } from './freelancers.presenter.ts';
import { findFreelancer } from './freelancers.repository.ts';
import { listFreelancerPage, portfolioPhotosOf, publishFreelancer } from './freelancers.service.ts';

/** Freelancer matching: public search by skill and region; a member publishes their one profile. */
export const freelancerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['freelancers'];
  const detail = async (id: number, viewerId: number | null) => {
    const row = await findFreelancer(db, id, viewerId);
    if (!row) throw notFound();
    return one(toFreelancerDto(row, await portfolioPhotosOf(db, [id]), viewerId, storage));
  };

  app.get(
    '/api/freelancers',
    {
      schema: {
        tags,
        querystring: freelancerListQuerySchema,
        response: { 200: cursorPagedOf(freelancerDtoSchema) },
      },
    },
    async (request) => {
      if (request.query.mine) requireUser(request);
      return listFreelancerPage({ db, storage }, request.user?.id ?? null, request.query);
    },
  );

  app.post(
    '/api/freelancers',
    {
      schema: {
        tags,
        security: signedIn,
        body: freelancerInputSchema,
        response: { 200: oneOf(freelancerDtoSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = await publishFreelancer(db, user.id, request.body, request.ctx.country);
      return detail(id, user.id);
    },
  );

  app.get(
    '/api/freelancers/:id',
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(freelancerDtoSchema) } } },
    async (request) => detail(request.params.id, request.user?.id ?? null),
  );
};
