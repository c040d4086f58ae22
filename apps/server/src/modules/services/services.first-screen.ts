import {
  LANGUAGE_PARAMETER,
  firstScreenServiceRequests,
  serviceRequestListQuerySchema,
  type ServiceRequestKind,
} from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import type { FirstScreenProvider } from '../../http/web-app.ts';
import { listServiceRequestPage } from './services.service.ts';

/** The list pages of the two kinds of request (the web's pages are named as the API's). */
const LIST_PAGES: Record<string, ServiceRequestKind> = {
  '/drawingRequests': 'drawing',
  '/bigNotices': 'production',
};

/**
 * The first screen of a services list inside its HTML (`http/web-app.ts`): everyone's requests,
 * newest first, exactly as `GET /api/drawingRequests?scope=all&cursor=` answers this viewer. A
 * list with filters in its address (or another scope) is left to the app.
 */
export function servicesFirstScreen(app: FastifyInstance): FirstScreenProvider {
  const { db } = app.deps;
  const firstPage = serviceRequestListQuerySchema.parse({ scope: 'all', cursor: '' });
  return async (request) => {
    const url = new URL(request.url, 'http://local');
    const kind = LIST_PAGES[url.pathname];
    if (!kind || [...url.searchParams.keys()].some((key) => key !== LANGUAGE_PARAMETER)) return null;
    const body = await listServiceRequestPage(db, kind, request.user?.id ?? null, firstPage);
    return { answers: [{ key: firstScreenServiceRequests(kind), body }], images: [] };
  };
}
