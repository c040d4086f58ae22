import {
  cursorPagedOf,
  drawingRequestInputSchema,
  errorResponseSchema,
  idParamSchema,
  oneOf,
  productionNoticeInputSchema,
  serviceAwardInputSchema,
  serviceFileParamsSchema,
  serviceQuoteDtoSchema,
  serviceQuoteInputSchema,
  serviceQuoteParamsSchema,
  serviceRequestPatchSchema,
  serviceRequestDtoSchema,
  serviceRequestListQuerySchema,
  serviceRequestSummaryDtoSchema,
  serviceStatusInputSchema,
  z,
  type ServiceRequestKind,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { FILE_CONTENT_TYPES } from '../../lib/file-formats.ts';
import { SERVICE_API, toServiceQuoteDto, toServiceRequestDto } from './services.presenter.ts';
import {
  acceptTerms,
  awardQuote,
  createServiceRequest,
  editServiceRequest,
  listServiceRequestPage,
  listVisibleQuotes,
  moveServiceRequest,
  readServiceFile,
  sendQuote,
  showServiceRequest,
  type HasReviewedRequest,
  withdrawQuote,
} from './services.service.ts';

const INPUT_SCHEMAS = { drawing: drawingRequestInputSchema, production: productionNoticeInputSchema };

/**
 * One request-and-quote flow under two paths: `/api/drawingRequests` (drawing processing) and
 * `/api/bigNotices` (made-to-order production). Lists and requests are public; quoting, awarding
 * and reading the private files need a member, and files go only to the readers `canReadFiles` allows.
 */
export const serviceRequestRoutes =
  (
    kind: ServiceRequestKind,
    { hasReviewedRequest }: { hasReviewedRequest: HasReviewedRequest },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, storage } = app.deps;
    const base = SERVICE_API[kind];
    const tags = ['services'];
    const security = signedIn;
    const detail = async (id: number, userId: number | null) => {
      const { row, files, viewer } = await showServiceRequest(db, kind, id, userId, hasReviewedRequest);
      return one(toServiceRequestDto(row, files, viewer));
    };

    app.get(
      base,
      {
        schema: {
          tags,
          querystring: serviceRequestListQuerySchema,
          response: { 200: cursorPagedOf(serviceRequestSummaryDtoSchema) },
        },
      },
      async (request) => {
        if (request.query.scope !== 'all') requireUser(request);
        return listServiceRequestPage(db, kind, request.user?.id ?? null, request.query);
      },
    );

    app.post(
      base,
      {
        schema: {
          tags,
          security,
          body: INPUT_SCHEMAS[kind],
          response: { 201: oneOf(serviceRequestDtoSchema) },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const id = await createServiceRequest(
          { db, notifier: app.notifier, storage },
          kind,
          user.id,
          request.body,
          request.ctx.country,
        );
        return reply.status(201).send(await detail(id, user.id));
      },
    );

    app.get(
      `${base}/:id`,
      { schema: { tags, params: idParamSchema, response: { 200: oneOf(serviceRequestDtoSchema) } } },
      async (request) => detail(request.params.id, request.user?.id ?? null),
    );

    app.patch(
      `${base}/:id`,
      {
        schema: {
          tags,
          security,
          params: idParamSchema,
          body: serviceRequestPatchSchema,
          response: { 200: oneOf(serviceRequestDtoSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await editServiceRequest(db, kind, request.params.id, user.id, request.body);
        return detail(request.params.id, user.id);
      },
    );

    app.patch(
      `${base}/:id/status`,
      {
        schema: {
          tags,
          security,
          params: idParamSchema,
          body: serviceStatusInputSchema,
          response: { 200: oneOf(serviceRequestDtoSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await moveServiceRequest(db, kind, request.params.id, user.id, request.body);
        return detail(request.params.id, user.id);
      },
    );

    app.post(
      `${base}/:id/terms`,
      {
        schema: { tags, security, params: idParamSchema, response: { 200: oneOf(serviceRequestDtoSchema) } },
      },
      async (request) => {
        const user = requireUser(request);
        await acceptTerms(db, kind, request.params.id, user.id);
        return detail(request.params.id, user.id);
      },
    );

    app.get(
      `${base}/:id/quotes`,
      {
        schema: {
          tags,
          security,
          params: idParamSchema,
          response: { 200: oneOf(z.array(serviceQuoteDtoSchema)) },
        },
      },
      async (request) => {
        const rows = await listVisibleQuotes(db, kind, request.params.id, requireUser(request).id);
        return one(rows.map(toServiceQuoteDto));
      },
    );

    app.post(
      `${base}/:id/quotes`,
      {
        schema: {
          tags,
          security,
          params: idParamSchema,
          body: serviceQuoteInputSchema,
          response: { 201: oneOf(serviceQuoteDtoSchema) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const quote = await sendQuote(
          { db, notifier: app.notifier },
          kind,
          request.params.id,
          user.id,
          request.body,
        );
        return reply.status(201).send(one(toServiceQuoteDto(quote)));
      },
    );

    app.delete(
      `${base}/:id/quotes/:quoteId`,
      {
        schema: {
          tags,
          security,
          params: serviceQuoteParamsSchema,
          response: { 200: oneOf(serviceRequestDtoSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { id, quoteId } = request.params;
        await withdrawQuote(db, kind, id, quoteId, user.id);
        return detail(id, user.id);
      },
    );

    app.post(
      `${base}/:id/award`,
      {
        schema: {
          tags,
          security,
          params: idParamSchema,
          body: serviceAwardInputSchema,
          response: { 200: oneOf(serviceRequestDtoSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await awardQuote({ db, notifier: app.notifier }, kind, request.params.id, user.id, request.body);
        return detail(request.params.id, user.id);
      },
    );

    app.get(
      `${base}/:id/files/:fileId`,
      {
        schema: {
          tags,
          security,
          params: serviceFileParamsSchema,
          response: {
            200: z.string().meta({ description: 'The file, as an attachment (never shown inline).' }),
            403: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { id, fileId } = request.params;
        const file = await readServiceFile({ db, storage }, kind, id, fileId, user.id, hasReviewedRequest);
        return (
          reply
            .header('content-type', FILE_CONTENT_TYPES[file.format as keyof typeof FILE_CONTENT_TYPES])
            .header(
              'content-disposition',
              `attachment; filename="${file.format}-${file.id}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
            )
            .header('content-length', file.size)
            .header('cache-control', 'private, no-store')
            // Streamed from the storage, or bytes as they are (Fastify serializes only objects); the schema documents them.
            .send(file.body as unknown as string)
        );
      },
    );
  };
