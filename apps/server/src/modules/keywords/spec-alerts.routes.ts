import {
  emptyDataSchema,
  idParamSchema,
  oneOf,
  specAlertDtoSchema,
  specAlertSchema,
  specAlertUpdateSchema,
  z,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import {
  addSpecAlert,
  changeSpecAlert,
  listMemberSpecAlerts,
  removeSpecAlert,
} from './spec-alerts.service.ts';

/** Spec alerts: `/spec-alerts`, saved list filters (at most 20 per member), beside keyword alerts. */
export const specAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['keywords'];
  const security = signedIn;

  app.get(
    '/api/spec-alerts',
    { schema: { tags, security, response: { 200: oneOf(z.array(specAlertDtoSchema)) } } },
    async (request) => one(await listMemberSpecAlerts(db, requireUser(request).id)),
  );

  app.post(
    '/api/spec-alerts',
    { schema: { tags, security, body: specAlertSchema, response: { 201: oneOf(specAlertDtoSchema) } } },
    async (request, reply) =>
      reply.status(201).send(one(await addSpecAlert(db, requireUser(request).id, request.body))),
  );

  app.patch(
    '/api/spec-alerts/:id',
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        body: specAlertUpdateSchema,
        response: { 200: oneOf(specAlertDtoSchema) },
      },
    },
    async (request) =>
      one(await changeSpecAlert(db, requireUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/spec-alerts/:id',
    { schema: { tags, security, params: idParamSchema, response: { 200: emptyDataSchema } } },
    async (request) => {
      await removeSpecAlert(db, requireUser(request).id, request.params.id);
      return one(null);
    },
  );
};
