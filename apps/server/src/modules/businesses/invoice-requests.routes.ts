import {
  idParamSchema,
  invoiceIssuedSchema,
  invoiceRequestDtoSchema,
  invoiceRequestInputSchema,
  oneOf,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { toInvoiceRequestDto } from './businesses.presenter.ts';
import { markInvoiceIssued, requestInvoice, showInvoiceRequest } from './invoice-requests.service.ts';

/** Tax invoice requests of completed trades with a verified business (issue 30). */
export const invoiceRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['businesses'];
  const security = signedIn;
  const path = '/api/products/:id/invoiceRequest';
  const result = oneOf(invoiceRequestDtoSchema);

  app.get(
    path,
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        response: { 200: oneOf(invoiceRequestDtoSchema.nullable()) },
      },
    },
    async (request) => {
      const row = await showInvoiceRequest(db, request.params.id, requireUser(request).id);
      return one(row ? toInvoiceRequestDto(row) : null);
    },
  );

  app.post(
    path,
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        body: invoiceRequestInputSchema,
        response: { 200: result, 201: result },
      },
    },
    async (request, reply) => {
      const { created, ...row } = await requestInvoice(
        { db, notifier: app.notifier },
        request.params.id,
        requireUser(request).id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(one(toInvoiceRequestDto(row)));
    },
  );

  app.patch(
    path,
    {
      schema: { tags, security, params: idParamSchema, body: invoiceIssuedSchema, response: { 200: result } },
    },
    async (request) =>
      one(
        toInvoiceRequestDto(
          await markInvoiceIssued(db, request.params.id, requireUser(request).id, request.body),
        ),
      ),
  );
};
