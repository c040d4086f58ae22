import {
  adminServiceRequestsQuerySchema,
  pagedOf,
  serviceRequestDtoSchema,
  serviceRequestSummaryDtoSchema,
  type ServiceRequestKind,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { hideableItemRoutes } from '../audits/hide-audited.ts';
import { SERVICE_API, toServiceRequestDto, toServiceRequestSummaryDto } from './services.presenter.ts';
import {
  findServiceRequestForAdmin,
  listServiceFiles,
  listServiceRequestsForAdmin,
  setServiceRequestHidden,
} from './services.repository.ts';

/** The audit's subject of each kind. */
export const SERVICE_AUDIT_SUBJECT: Record<ServiceRequestKind, string> = {
  drawing: 'drawing_request',
  production: 'production_notice',
};

/** What the back office may do with a request: nothing but read it; its private files stay closed. */
const ADMIN_READER = {
  is_owner: false,
  has_quoted: false,
  accepted_terms: false,
  can_read_files: false,
  can_quote: false,
  can_review: false,
};

/**
 * `/api/admin/drawingRequests` and `/api/admin/bigNotices` (under the admin prefix's guard): list
 * with search and page numbers, one request, hide or show it (audited). The file route stays
 * closed to admins: a request is judged by its text, and the detail gives no file links.
 */
export const adminServiceRequestRoutes =
  (kind: ServiceRequestKind): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app.deps;
    const base = SERVICE_API[kind].replace('/api', '');
    const tags = ['admin'];
    const detail = async (id: number) => {
      const row = await findServiceRequestForAdmin(db, kind, id);
      if (!row) throw notFound();
      return one(toServiceRequestDto(row, await listServiceFiles(db, id), ADMIN_READER));
    };

    app.get(
      base,
      {
        schema: {
          tags,
          querystring: adminServiceRequestsQuerySchema,
          response: { 200: pagedOf(serviceRequestSummaryDtoSchema) },
        },
      },
      async (request) => {
        const query = request.query;
        const { rows, total } = await listServiceRequestsForAdmin(db, kind, {
          word: query.word,
          status: query.status,
          hidden: query.hidden,
          limit: query.per_page,
          offset: pageOffset(query),
        });
        return paged(rows.map(toServiceRequestSummaryDto), total, query);
      },
    );

    hideableItemRoutes(app, {
      path: base,
      subjectType: SERVICE_AUDIT_SUBJECT[kind],
      dtoSchema: serviceRequestDtoSchema,
      detail,
      setHidden: (trx, id, hidden) => setServiceRequestHidden(trx, kind, id, hidden),
    });
  };
