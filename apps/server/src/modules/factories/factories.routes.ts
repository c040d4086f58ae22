import {
  cursorPagedOf,
  factoryApplicationAnswerSchema,
  factoryApplicationDtoSchema,
  factoryApplicationInputSchema,
  factoryApplicationListQuerySchema,
  factoryDtoSchema,
  factoryInputSchema,
  factoryListQuerySchema,
  factoryPatchSchema,
  idParamSchema,
  noContentSchema,
  oneOf,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encodeDistanceCursor } from '../../db/distance.ts';
import { idCursorOf, idCursorPaged, one } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { circleOfQuery, distanceCursorOf } from '../../http/near-query.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { toFactoryApplicationDto, toFactoryDto } from './factories.presenter.ts';
import { findFactory, listApplications, listFactories } from './factories.repository.ts';
import {
  answerApplication,
  applyForFactory,
  createFactory,
  editFactory,
  loadFactoryParts,
  withdrawApplication,
} from './factories.service.ts';

/**
 * Factory sharing: listings (`/api/factories`, public to read) and applications to use one for a
 * period (`/api/factoryApplications`: the applicant's and the owner's, each seeing their own).
 */
export const factoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['factories'];
  const security = signedIn;
  const detail = async (id: number, viewerId: number | null) => {
    const row = await findFactory(db, id, viewerId);
    if (!row) throw notFound();
    const partsOf = await loadFactoryParts(db, [id]);
    return one(toFactoryDto(row, partsOf(id), viewerId, storage));
  };

  app.get(
    '/api/factories',
    {
      schema: {
        tags,
        querystring: factoryListQuerySchema,
        response: { 200: cursorPagedOf(factoryDtoSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const viewerId = request.user?.id ?? null;
      if (query.mine) requireUser(request);
      const near = circleOfQuery(query);
      const rows = await listFactories(db, {
        viewerId,
        mine: query.mine,
        city: query.city,
        capability: query.capability,
        near,
        after: near ? distanceCursorOf(query.cursor) : idCursorOf(query.cursor),
        limit: query.per_page + 1,
      });
      const partsOf = await loadFactoryParts(
        db,
        rows.slice(0, query.per_page).map((row) => row.id),
      );
      return idCursorPaged(
        rows,
        query.per_page,
        (row) => toFactoryDto(row, partsOf(row.id), viewerId, storage),
        near ? encodeDistanceCursor : undefined,
      );
    },
  );

  app.post(
    '/api/factories',
    { schema: { tags, security, body: factoryInputSchema, response: { 201: oneOf(factoryDtoSchema) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const id = await createFactory(db, user.id, request.body);
      return reply.status(201).send(await detail(id, user.id));
    },
  );

  app.get(
    '/api/factories/:id',
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(factoryDtoSchema) } } },
    async (request) => detail(request.params.id, request.user?.id ?? null),
  );

  app.patch(
    '/api/factories/:id',
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        body: factoryPatchSchema,
        response: { 200: oneOf(factoryDtoSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await editFactory(db, user.id, request.params.id, request.body);
      return detail(request.params.id, user.id);
    },
  );

  app.get(
    '/api/factoryApplications',
    {
      schema: {
        tags,
        security,
        querystring: factoryApplicationListQuerySchema,
        response: { 200: cursorPagedOf(factoryApplicationDtoSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const rows = await listApplications(db, requireUser(request).id, {
        role: query.role,
        status: query.status,
        beforeId: idCursorOf(query.cursor),
        limit: query.per_page + 1,
      });
      return idCursorPaged(rows, query.per_page, toFactoryApplicationDto);
    },
  );

  app.post(
    '/api/factoryApplications',
    {
      schema: {
        tags,
        security,
        body: factoryApplicationInputSchema,
        response: { 201: oneOf(factoryApplicationDtoSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await applyForFactory({ db, notifier: app.notifier }, user.id, request.body);
      return reply.status(201).send(one(toFactoryApplicationDto(row)));
    },
  );

  app.patch(
    '/api/factoryApplications/:id',
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        body: factoryApplicationAnswerSchema,
        response: { 200: oneOf(factoryApplicationDtoSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await answerApplication(
        { db, notifier: app.notifier },
        user.id,
        request.params.id,
        request.body.status,
      );
      return one(toFactoryApplicationDto(row));
    },
  );

  app.delete(
    '/api/factoryApplications/:id',
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await withdrawApplication(db, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
