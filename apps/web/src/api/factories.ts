/** Factory sharing: listings (`/api/factories`) and applications to use one (`/api/factoryApplications`). */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CursorPaged, FactoryApplicationDto, FactoryDto, One } from '@steelyard/contracts';
import { api, type FormBody } from './client.ts';
import { queryKeys } from './query-keys.ts';

export interface FactoryFilters {
  [key: string]: string | undefined;
  city?: string;
  capability?: string;
  mine?: string;
  /** A distance search: `lat,lon` and the radius in km (issue 29). */
  near?: string;
  within_km?: string;
}

export const factoriesQuery = (filters: FactoryFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.factories.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<CursorPaged<FactoryDto>>('/api/factories', {
        query: { ...filters, cursor: pageParam },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: CursorPaged<FactoryDto>) => last.meta.next_cursor ?? undefined,
  });

export const factoryQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.factories.detail(id),
    queryFn: async ({ signal }) => (await api.get<One<FactoryDto>>(`/api/factories/${id}`, { signal })).data,
  });

/** The member's applications: sent by them, or received for their factories; by status ('' = any), a keyset page at a time. */
export const factoryApplicationsQuery = (role: 'sent' | 'received', status = '') =>
  infiniteQueryOptions({
    queryKey: queryKeys.factories.applications(role, status),
    queryFn: ({ pageParam, signal }) =>
      api.get<CursorPaged<FactoryApplicationDto>>('/api/factoryApplications', {
        query: { role, status, cursor: pageParam },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: CursorPaged<FactoryApplicationDto>) => last.meta.next_cursor ?? undefined,
  });

/** Lists a factory (equipment as one JSON field: multipart has no nesting). */
export function useCreateFactory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FormBody) => (await api.post<One<FactoryDto>>('/api/factories', body)).data,
    onSuccess: async (factory) => {
      queryClient.setQueryData(queryKeys.factories.detail(factory.id), factory);
      await queryClient.invalidateQueries({ queryKey: [...queryKeys.factories.all(), 'list'] });
    },
  });
}

/** The owner's edit; the page takes the answer and the lists refetch. */
export function useEditFactory(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FormBody) =>
      (await api.patch<One<FactoryDto>>(`/api/factories/${id}`, body)).data,
    onSuccess: async (factory) => {
      queryClient.setQueryData(queryKeys.factories.detail(id), factory);
      await queryClient.invalidateQueries({ queryKey: [...queryKeys.factories.all(), 'list'] });
    },
  });
}

/** The applicant withdraws a pending application; their list is read again. */
export function useWithdrawFactoryApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/factoryApplications/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.factories.applicationsAll() }),
  });
}

export function useApplyForFactory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { factory_id: number; starts_on: string; ends_on: string; message: string }) =>
      (await api.post<One<FactoryApplicationDto>>('/api/factoryApplications', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.factories.applicationsAll() }),
  });
}

/** The owner's answer; the factory's taken periods and both lists are read again. */
export function useAnswerFactoryApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 'accepted' | 'declined' }) =>
      (await api.patch<One<FactoryApplicationDto>>(`/api/factoryApplications/${id}`, { status })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.factories.all() }),
  });
}
