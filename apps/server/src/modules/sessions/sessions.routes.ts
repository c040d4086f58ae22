import { idParamSchema, noContentSchema, oneOf, sessionDtoSchema, z } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { sessionsChanged } from '../../lib/session-changes.ts';
import { signedIn } from '../../http/responses.ts';
import { toSessionDto } from './sessions.presenter.ts';
import { deleteSessionOfUser, listSessionsOfUser } from './sessions.repository.ts';

/** The member's own signed-in devices: list and end one. Nobody sees another member's. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['sessions'];
  const security = signedIn;

  app.get(
    '/api/sessions',
    { schema: { tags, security, response: { 200: oneOf(z.array(sessionDtoSchema)) } } },
    async (request) => {
      const { id } = requireUser(request);
      const rows = await listSessionsOfUser(db, id);
      return one(rows.map((row) => toSessionDto(row, request.session?.id)));
    },
  );

  app.delete(
    '/api/sessions/:id',
    { schema: { tags, security, params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const { id } = requireUser(request);
      const ended = await deleteSessionOfUser(db, id, request.params.id);
      if (!ended) throw notFound();
      await sessionsChanged(db, { sessionId: ended });
      // Ending this device's own session signs it out here too.
      if (ended === request.session?.id) await app.sessions.end(request, reply);
      return reply.status(204).send();
    },
  );
};
