/**
 * The services' back office: drawing requests, production notices, factories and freelancer
 * profiles (`/api/admin/{subject}`): list with search and page numbers, one item, hide or show
 * (audited). Imported only by lazy admin chunks.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FactoryDto,
  FreelancerDto,
  One,
  Paged,
  ServiceRequestDto,
  ServiceRequestSummaryDto,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** The four subjects, named as their API and admin paths are. */
export const ADMIN_SERVICE_SUBJECTS = ['drawingRequests', 'bigNotices', 'factories', 'freelancers'] as const;
export type AdminServiceSubject = (typeof ADMIN_SERVICE_SUBJECTS)[number];

/** What each subject's list and detail carry. */
export interface AdminServiceRows {
  drawingRequests: { row: ServiceRequestSummaryDto; item: ServiceRequestDto };
  bigNotices: { row: ServiceRequestSummaryDto; item: ServiceRequestDto };
  factories: { row: FactoryDto; item: FactoryDto };
  freelancers: { row: FreelancerDto; item: FreelancerDto };
}

/** The list's filters as the URL carries them ('' = any); `status` only for requests and notices. */
export interface AdminServiceFilters {
  word: string;
  status: string;
  hidden: '' | '0' | '1';
}

/** A page of a subject's list; not asked for while `enabled` is false (one item is open). */
export const useAdminServiceList = <S extends AdminServiceSubject>(
  subject: S,
  params: AdminServiceFilters & { page: number; perPage: number },
  enabled = true,
) =>
  useQuery(
    queryOptions({
      enabled,
      queryKey: queryKeys.admin.serviceList(subject, { ...params }),
      queryFn: ({ signal }) => {
        const { perPage, ...rest } = params;
        return api.get<Paged<AdminServiceRows[S]['row']>>(`/api/admin/${subject}`, {
          query: { ...rest, per_page: perPage },
          signal,
        });
      },
      placeholderData: keepPreviousData,
    }),
  );

export const useAdminServiceItem = <S extends AdminServiceSubject>(subject: S, id: number) =>
  useQuery({
    queryKey: queryKeys.admin.serviceItem(subject, id),
    queryFn: async ({ signal }) =>
      (await api.get<One<AdminServiceRows[S]['item']>>(`/api/admin/${subject}/${id}`, { signal })).data,
  });

/** Hides or shows one item (audited on the server); the item is the answer, the lists refetch. */
export function useSetAdminServiceHidden(subject: AdminServiceSubject, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hidden: boolean) =>
      (
        await api.patch<One<AdminServiceRows[typeof subject]['item']>>(`/api/admin/${subject}/${id}/hidden`, {
          hidden: hidden ? 1 : 0,
        })
      ).data,
    onSuccess: async (item) => {
      queryClient.setQueryData(queryKeys.admin.serviceItem(subject, id), item);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.services(subject) });
    },
  });
}
