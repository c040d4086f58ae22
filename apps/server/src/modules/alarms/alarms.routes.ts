import {
  alarmDtoSchema,
  alarmListQuerySchema,
  alarmListResponseSchema,
  alarmsReadDtoSchema,
  emptyDataSchema,
  idParamSchema,
  oneOf,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, paged } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { listMemberAlarms, readAlarm, readAllAlarms, removeAlarm } from './alarms.service.ts';

/** The member's notifications (`/alarms`): only one's own; anyone else's answer 404. */
export const alarmRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['alarms'];
  const security = signedIn;

  app.get(
    '/api/alarms',
    {
      schema: {
        tags,
        security,
        querystring: alarmListQuerySchema,
        response: { 200: alarmListResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const query = request.query;
      const page = await listMemberAlarms(db, user.id, query, request.ctx.language);
      if (page.keyset)
        return { data: page.alarms, meta: { per_page: query.per_page, next_cursor: page.nextCursor } };
      const list = paged(page.alarms, page.total, query);
      return { ...list, meta: { ...list.meta, next_cursor: page.nextCursor } };
    },
  );

  // Registered before `/:id/read` would not matter (static segments win), kept first for reading.
  app.post(
    '/api/alarms/readAll',
    { schema: { tags, security, response: { 200: oneOf(alarmsReadDtoSchema) } } },
    async (request) => one(await readAllAlarms(db, requireUser(request).id)),
  );

  app.post(
    '/api/alarms/:id/read',
    { schema: { tags, security, params: idParamSchema, response: { 200: oneOf(alarmDtoSchema) } } },
    async (request) =>
      one(await readAlarm(db, requireUser(request).id, request.params.id, request.ctx.language)),
  );

  app.delete(
    '/api/alarms/:id',
    { schema: { tags, security, params: idParamSchema, response: { 200: emptyDataSchema } } },
    async (request) => {
      await removeAlarm(db, requireUser(request).id, request.params.id);
      return one(null);
    },
  );
};
