import {
  firstScreenServiceRequests,
  serviceRequestListQuerySchema,
  type ServiceRequestKind,
} from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import { plainPageFirstScreen } from '../../http/plain-page-first-screen.ts';
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
  return plainPageFirstScreen(LIST_PAGES, async (kind, request) => ({
    key: firstScreenServiceRequests(kind),
    body: await listServiceRequestPage(db, kind, request.user?.id ?? null, firstPage),
  }));
}
