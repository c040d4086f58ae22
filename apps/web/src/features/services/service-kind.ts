import { useLocation } from 'react-router';
import type { ServiceRequestKind } from '@steelyard/contracts';
import { SERVICE_QUOTABLE_STATUSES } from '@contracts/enums.ts';
import { SERVICE_PATHS } from '../../api/services.ts';

/**
 * Drawing requests and production notices share every screen; the path says which one this is
 * (`/drawingRequests/…` or `/bigNotices/…`), so each route keeps one module instead of two copies.
 */
export function useServiceKind(): ServiceRequestKind {
  const { pathname } = useLocation();
  return pathname.startsWith(`/${SERVICE_PATHS.production}`) ? 'production' : 'drawing';
}

/** The web path of a kind's list, create form or one request. */
export const servicePath = (kind: ServiceRequestKind, rest: string | number = '') =>
  `/${SERVICE_PATHS[kind]}${rest === '' ? '' : `/${rest}`}`;

/** Whether a request still takes quotes (and so may be edited, awarded, or a quote withdrawn). */
export const takesQuotes = (status: string) =>
  (SERVICE_QUOTABLE_STATUSES as readonly string[]).includes(status);
