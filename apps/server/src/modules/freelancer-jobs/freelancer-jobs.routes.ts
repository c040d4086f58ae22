import { freelancerJobDtoSchema, idParamSchema, oneOf, type FreelancerJobDto } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import type { FreelancerJobRow } from './freelancer-jobs.repository.ts';
import { finishRoomJob, showRoomJob } from './freelancer-jobs.service.ts';

const toFreelancerJobDto = (row: FreelancerJobRow): FreelancerJobDto => ({
  id: row.id,
  room_id: row.room_id,
  freelancer_id: row.freelancer_id,
  finished_at: new Date(row.finished_at).toISOString(),
  can_review: Boolean(row.can_review),
});

/** The job recorded in a chat room about a freelancer profile: read it, mark it finished. */
export const freelancerJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['freelancers'];
  const schema = { tags, security: signedIn, params: idParamSchema };
  const job = oneOf(freelancerJobDtoSchema);

  // null while nobody marked the job finished: the room shows the "Job finished" action.
  app.get(
    '/api/chats/:id/freelancer-job',
    { schema: { ...schema, response: { 200: oneOf(freelancerJobDtoSchema.nullable()) } } },
    async (request) => {
      const row = await showRoomJob(db, request.params.id, requireUser(request).id);
      return one(row ? toFreelancerJobDto(row) : null);
    },
  );

  app.post(
    '/api/chats/:id/freelancer-job',
    { schema: { ...schema, response: { 200: job } } },
    async (request) =>
      one(toFreelancerJobDto(await finishRoomJob(db, request.params.id, requireUser(request).id))),
  );
};
