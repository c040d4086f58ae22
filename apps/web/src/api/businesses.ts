/** Business accounts (`/api/businesses`): the member's one business; the back office's queue (`/api/admin/businesses`). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBusinessDto,
  BusinessDto,
  BusinessSeatsDto,
  InvoiceRequestDto,
  MySeatDto,
  One,
  Paged,
  SeatInvitationDto,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** What the registration form sends: its fields, and the proof when one was picked. */
export interface BusinessFormBody {
  country: string;
  legal_name: string;
  registration_number: string;
  representative: string;
  address: string;
  proof?: File;
}

/** `/mypage/business`: the member's business, or null before one is registered. */
export const myBusinessQuery = () =>
  queryOptions({
    queryKey: queryKeys.businesses.mine(),
    queryFn: async ({ signal }) =>
      (await api.get<One<BusinessDto | null>>('/api/businesses/mine', { signal })).data,
  });

/** Registers or edits the business; the answer (its new state) replaces the cached one. */
export function useSaveMyBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BusinessFormBody) =>
      (await api.post<One<BusinessDto | null>>('/api/businesses/mine', { ...body })).data,
    onSuccess: (business) => queryClient.setQueryData(queryKeys.businesses.mine(), business),
  });
}

/** The buyer's business details for a tax invoice (the registration's fields, and an email). */
export interface InvoiceRequestBody {
  country: string;
  legal_name: string;
  registration_number: string;
  representative: string;
  address: string;
  email: string;
}

/** `/products/{id}/invoice`: the trade's tax invoice request, or null before the buyer sends one. */
export const invoiceRequestQuery = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.businesses.invoice(productId),
    queryFn: async ({ signal }) =>
      (await api.get<One<InvoiceRequestDto | null>>(`/api/products/${productId}/invoiceRequest`, { signal }))
        .data,
  });

/** The buyer sends or edits the request; the seller marks it issued or takes the mark back. */
export function useInvoiceRequest(productId: number) {
  const queryClient = useQueryClient();
  const path = `/api/products/${productId}/invoiceRequest`;
  const stored = (request: InvoiceRequestDto) =>
    queryClient.setQueryData(queryKeys.businesses.invoice(productId), request);
  return {
    send: useMutation({
      mutationFn: async (body: InvoiceRequestBody) =>
        (await api.post<One<InvoiceRequestDto>>(path, { ...body })).data,
      onSuccess: stored,
    }),
    markIssued: useMutation({
      mutationFn: async (issued: boolean) => (await api.patch<One<InvoiceRequestDto>>(path, { issued })).data,
      onSuccess: stored,
    }),
  };
}

/** The back office's queue: one state, oldest first. */
export const adminBusinessesQuery = (params: { page: number; status: string }) =>
  queryOptions({
    queryKey: queryKeys.admin.businessList(params),
    queryFn: ({ signal }) =>
      api.get<Paged<AdminBusinessDto>>('/api/admin/businesses', {
        query: { page: params.page, ...(params.status ? { status: params.status } : {}) },
        signal,
      }),
  });

/** Verifies (no reason) or refuses (with the reason) a pending business; the queue refetches. */
export function useReviewBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason?: string }) =>
      (
        await api.post<One<AdminBusinessDto>>(
          `/api/admin/businesses/${id}/${reason === undefined ? 'verify' : 'refuse'}`,
          reason === undefined ? undefined : { reason },
        )
      ).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.businesses() });
    },
  });
}

/** The owner's seats and open invitations (`/mypage/business`, once verified). */
export const businessSeatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.businesses.seats(),
    queryFn: async ({ signal }) =>
      (await api.get<One<BusinessSeatsDto>>('/api/businesses/mine/seats', { signal })).data,
  });

/** The owner invites an email, revokes an invitation or removes a seat; the list refetches. */
export function useSeatActions() {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: queryKeys.businesses.seats() });
  return {
    invite: useMutation({
      mutationFn: async (body: { email: string }) =>
        (await api.post<One<SeatInvitationDto>>('/api/businesses/mine/seatInvitations', body)).data,
      onSuccess: refetch,
    }),
    revoke: useMutation({
      mutationFn: (id: number) => api.delete(`/api/businesses/mine/seatInvitations/${id}`),
      onSuccess: refetch,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete(`/api/businesses/mine/seats/${id}`),
      onSuccess: refetch,
    }),
  };
}

/** The business the member holds a seat of, or null. */
export const mySeatQuery = () =>
  queryOptions({
    queryKey: queryKeys.businesses.mySeat(),
    queryFn: async ({ signal }) =>
      (await api.get<One<MySeatDto | null>>('/api/businessSeats/mine', { signal })).data,
  });

/** Redeems an invitation's code, or leaves the seat; the seat and the chat lists follow. */
export function useMySeatActions() {
  const queryClient = useQueryClient();
  const stored = async (seat: MySeatDto | null) => {
    queryClient.setQueryData(queryKeys.businesses.mySeat(), seat);
    await queryClient.invalidateQueries({ queryKey: queryKeys.chats.lists() });
  };
  return {
    redeem: useMutation({
      mutationFn: async (body: { code: string }) =>
        (await api.post<One<MySeatDto | null>>('/api/businessSeats/redeem', body)).data,
      onSuccess: stored,
    }),
    leave: useMutation({
      mutationFn: () => api.delete('/api/businessSeats/mine'),
      onSuccess: () => stored(null),
    }),
  };
}
