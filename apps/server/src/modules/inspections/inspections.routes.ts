import {
  idParamSchema,
  inspectionReportDtoSchema,
  inspectionReportInputSchema,
  inspectionRequestDtoSchema,
  inspectionResponseInputSchema,
  oneOf,
  pagedOf,
  pageQuerySchema,
  productInspectionDtoSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { forbidden } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { isInspector, listOpenRequests } from './inspections.repository.ts';
import { toInspectionRequestDto, toProductInspectionDto } from './inspections.presenter.ts';
import {
  fileInspectionReport,
  requestInspection,
  respondToInspection,
  showProductInspection,
  withdrawInspectionRequest,
} from './inspections.service.ts';

/** Inspection requests, the inspectors' queue, reports and the seller's response (issue 30). */
export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['inspections'];
  const security = signedIn;
  const inspection = oneOf(productInspectionDtoSchema);
  const shown = async (productId: number, viewerId: number | null) =>
    one(toProductInspectionDto(await showProductInspection(db, productId, viewerId), storage));

  app.get(
    '/api/products/:id/inspection',
    { schema: { tags, params: idParamSchema, response: { 200: inspection } } },
    async (request) => shown(request.params.id, request.user?.id ?? null),
  );

  app.post(
    '/api/products/:id/inspectionRequest',
    { schema: { tags, security, params: idParamSchema, response: { 201: inspection } } },
    async (request, reply) => {
      const userId = requireUser(request).id;
      await requestInspection({ db, notifier: app.notifier }, request.params.id, userId);
      return reply.status(201).send(await shown(request.params.id, userId));
    },
  );

  app.delete(
    '/api/products/:id/inspectionRequest',
    { schema: { tags, security, params: idParamSchema, response: { 200: inspection } } },
    async (request) => {
      const userId = requireUser(request).id;
      await withdrawInspectionRequest(db, request.params.id, userId, app.notifier.now());
      return shown(request.params.id, userId);
    },
  );

  app.get(
    '/api/inspections/requests',
    {
      schema: {
        tags,
        security,
        querystring: pageQuerySchema,
        response: { 200: pagedOf(inspectionRequestDtoSchema) },
      },
    },
    async (request) => {
      if (!(await isInspector(db, requireUser(request).id))) throw forbidden('inspection.inspectors_only');
      const query = request.query;
      const { rows, total } = await listOpenRequests(db, {
        limit: query.per_page,
        offset: pageOffset(query),
      });
      return paged(
        rows.map((row) => toInspectionRequestDto(row, storage)),
        total,
        query,
      );
    },
  );

  app.post(
    '/api/inspections/requests/:id/report',
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        body: inspectionReportInputSchema,
        response: { 201: oneOf(inspectionReportDtoSchema) },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const filed = await fileInspectionReport(
        { db, notifier: app.notifier },
        userId,
        request.params.id,
        request.body,
      );
      const { data } = await shown(filed.productId, userId);
      return reply.status(201).send(one(data.report!));
    },
  );

  app.post(
    '/api/inspections/reports/:id/response',
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        body: inspectionResponseInputSchema,
        response: { 200: inspection },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const productId = await respondToInspection(
        { db, notifier: app.notifier },
        userId,
        request.params.id,
        request.body,
      );
      return shown(productId, userId);
    },
  );
};
