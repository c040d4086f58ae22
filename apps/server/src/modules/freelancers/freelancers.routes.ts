import {
  cursorPagedOf,
  freelancerDtoSchema,
  freelancerInputSchema,
  freelancerListQuerySchema,
  idParamSchema,
  oneOf,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idCursorOf, idCursorPaged, one } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { toFreelancerDto } from './freelancers.presenter.ts';
import { findFreelancer, listFreelancers, upsertFreelancer } from './freelancers.repository.ts';

/** Freelancer matching: public search by skill and region; a member publishes their one profile. */
export const freelancerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['freelancers'];

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
      const query = request.query;
      const viewerId = request.user?.id ?? null;
      if (query.mine) requireUser(request);
      const rows = await listFreelancers(db, {
        viewerId,
        mine: query.mine,
        skill: query.skill,
        city: query.city,
        beforeId: idCursorOf(query.cursor),
        limit: query.per_page + 1,
      });
      return idCursorPaged(rows, query.per_page, (row) => toFreelancerDto(row, viewerId));
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
      const id = await upsertFreelancer(db, user.id, request.body);
      const row = await findFreelancer(db, id, user.id);
      if (!row) throw notFound();
      return one(toFreelancerDto(row, user.id));
    },
  );

  app.get(
    '/api/freelancers/:id',
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(freelancerDtoSchema) } } },
    async (request) => {
      const viewerId = request.user?.id ?? null;
      const row = await findFreelancer(db, request.params.id, viewerId);
      if (!row) throw notFound();
      return one(toFreelancerDto(row, viewerId));
    },
  );
};
