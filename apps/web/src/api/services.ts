/**
 * Drawing requests (`/api/drawingRequests`) and production notices (`/api/bigNotices`): one
 * request-and-quote flow, so one set of queries and writes, told apart by the kind.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CursorPaged,
  One,
  ServiceQuoteDto,
  ServiceQuoteInput,
  ServiceRequestDto,
  ServiceRequestKind,
  ServiceRequestSummaryDto,
  ServiceStatusStep,
} from '@steelyard/contracts';
import { api, type FormBody } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** The API path of each kind (the web's pages have the same names). */
export const SERVICE_PATHS: Record<ServiceRequestKind, string> = {
  drawing: 'drawingRequests',
  production: 'bigNotices',
};
const base = (kind: ServiceRequestKind) => `/api/${SERVICE_PATHS[kind]}`;

export interface ServiceListFilters {
  [key: string]: string | undefined;
  scope?: 'all' | 'mine' | 'quoted';
  status?: string;
  /** With `quoted`: how the member's own quote stands. */
  quote_status?: string;
  process?: string;
  city?: string;
  word?: string;
  /** A distance search: `lat,lon` and the radius in km (issue 29). */
  near?: string;
  within_km?: string;
}

/** A list of requests, newest first, a keyset page at a time. */
export const serviceRequestsQuery = (kind: ServiceRequestKind, filters: ServiceListFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.services.list(kind, filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<CursorPaged<ServiceRequestSummaryDto>>(base(kind), {
        query: { ...filters, cursor: pageParam },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: CursorPaged<ServiceRequestSummaryDto>) => last.meta.next_cursor ?? undefined,
  });

/** The list's first page without filters, as the server put it into the page (`app/first-screen.ts`). */
export function seedFirstServicePage(
  client: QueryClient,
  kind: ServiceRequestKind,
  body: CursorPaged<ServiceRequestSummaryDto>,
) {
  client.setQueryData(serviceRequestsQuery(kind, { scope: 'all' }).queryKey, {
    pages: [body],
    pageParams: [''],
  });
}

export const serviceRequestQuery = (kind: ServiceRequestKind, id: number) =>
  queryOptions({
    queryKey: queryKeys.services.detail(kind, id),
    queryFn: async ({ signal }) =>
      (await api.get<One<ServiceRequestDto>>(`${base(kind)}/${id}`, { signal })).data,
  });

/** Every quote for the requester (side by side), a supplier's own otherwise. */
export const serviceQuotesQuery = (kind: ServiceRequestKind, id: number) =>
  queryOptions({
    queryKey: queryKeys.services.quotes(kind, id),
    queryFn: async ({ signal }) =>
      (await api.get<One<ServiceQuoteDto[]>>(`${base(kind)}/${id}/quotes`, { signal })).data,
  });

/** What the create form sends: its fields and the browser's files (multipart `files[]`). */
export type ServiceRequestFormBody = FormBody & { files: File[] };

/** Posts a request; it is cached for its page and the lists refetch. */
export function useCreateServiceRequest(kind: ServiceRequestKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ServiceRequestFormBody) =>
      (await api.post<One<ServiceRequestDto>>(base(kind), body)).data,
    onSuccess: async (request) => {
      queryClient.setQueryData(queryKeys.services.detail(kind, request.id), request);
      await queryClient.invalidateQueries({ queryKey: [...queryKeys.services.all(kind), 'list'] });
    },
  });
}

/**
 * A write on one request whose answer is the request again (award, terms, a status step): the
 * page takes it at once, its quotes and the lists are read again.
 */
function useRequestWrite<V>(
  kind: ServiceRequestKind,
  id: number,
  call: (value: V) => Promise<One<ServiceRequestDto>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: V) => (await call(value)).data,
    onSuccess: async (request) => {
      queryClient.setQueryData(queryKeys.services.detail(kind, id), request);
      await queryClient.invalidateQueries({ queryKey: queryKeys.services.all(kind) });
    },
  });
}

/** The owner's edit (the fields only; files stay as posted). */
export const useEditServiceRequest = (kind: ServiceRequestKind, id: number) =>
  useRequestWrite(kind, id, (body: FormBody) =>
    api.patch<One<ServiceRequestDto>>(`${base(kind)}/${id}`, body),
  );

/** A supplier withdraws their own quote (they may quote again while the request takes quotes). */
export const useWithdrawQuote = (kind: ServiceRequestKind, id: number) =>
  useRequestWrite(kind, id, (quoteId: number) =>
    api.delete<One<ServiceRequestDto>>(`${base(kind)}/${id}/quotes/${quoteId}`),
  );

export const useAwardQuote = (kind: ServiceRequestKind, id: number) =>
  useRequestWrite(kind, id, (quoteId: number) =>
    api.post<One<ServiceRequestDto>>(`${base(kind)}/${id}/award`, { quote_id: quoteId }),
  );

export const useAcceptTerms = (kind: ServiceRequestKind, id: number) =>
  useRequestWrite(kind, id, () => api.post<One<ServiceRequestDto>>(`${base(kind)}/${id}/terms`));

export const useMoveServiceRequest = (kind: ServiceRequestKind, id: number) =>
  useRequestWrite(kind, id, (status: ServiceStatusStep) =>
    api.patch<One<ServiceRequestDto>>(`${base(kind)}/${id}/status`, { status }),
  );

/** Sends a quote; the request (now quoted by me) and its quotes are read again. */
export function useSendQuote(kind: ServiceRequestKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceQuoteInput) =>
      (await api.post<One<ServiceQuoteDto>>(`${base(kind)}/${id}/quotes`, { ...input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.services.all(kind) }),
  });
}
