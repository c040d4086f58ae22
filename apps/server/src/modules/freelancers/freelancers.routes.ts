import {
  cursorPagedOf,
  freelancerDtoSchema,
  freelancerInputSchema,
  freelancerListQuerySchema,
  idParamSchema,
  oneOf,
  type FreelancerDto,
  type FreelancerSkill,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idCursorOf, idCursorPaged, one } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import {
  findFreelancer,
  listFreelancers,
  upsertFreelancer,
  type FreelancerRow,
} from './freelancers.repository.ts';

const toFreelancerDto = (row: FreelancerRow, viewerId: number | null): FreelancerDto => ({
  id: row.id,
  user: { id: row.user_id, nickname: row.user_nickname },
  headline: row.headline,
  skills: row.skills as FreelancerSkill[],
  city: row.city,
  county: row.county,
  travel_km: row.travel_km,
  experience_years: row.experience_years,
  hourly_rate: row.hourly_rate,
  certifications: row.certifications,
  bio: row.bio,
  is_mine: row.user_id === viewerId,
  updated_at: new Date(row.updated_at).toISOString(),
});

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
      const rows = await listFreelancers(db, {
        viewerId,
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
