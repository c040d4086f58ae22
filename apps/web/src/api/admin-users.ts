/** The admin's member calls (/admin/users); imported only by admin chunks. */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminUserDetailDto, One } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const adminUserQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.admin.user(id),
    queryFn: async () => (await api.get<One<AdminUserDetailDto>>(`/api/admin/users/${id}`)).data,
  });
export const useAdminUser = (id: number | null) =>
  useQuery({ ...adminUserQuery(id ?? 0), enabled: id !== null });

/** After any change to a member: that member is the answer; the lists are read again. */
function remember(queryClient: QueryClient, detail: AdminUserDetailDto) {
  queryClient.setQueryData(queryKeys.admin.user(detail.id), detail);
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() });
}

/** The member fields the admin edits and creates with. */
export interface AdminUserEditValues {
  nickname: string;
  email: string;
  contact: string;
  name: string;
  city: string;
  county: string;
}

const detailOf = async (request: Promise<One<AdminUserDetailDto>>) => (await request).data;

/** `PATCH /api/admin/users/{id}` with the fields that changed (audited). */
export function useUpdateAdminUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Partial<AdminUserEditValues>) =>
      detailOf(api.patch<One<AdminUserDetailDto>>(`/api/admin/users/${id}`, values)),
    onSuccess: (detail) => remember(queryClient, detail),
  });
}

/** `PATCH /api/admin/users/{id}/admin`: grant or revoke the admin flag. */
export function useSetAdminFlag(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (admin: boolean) =>
      detailOf(api.patch<One<AdminUserDetailDto>>(`/api/admin/users/${id}/admin`, { admin: admin ? 1 : 0 })),
    onSuccess: (detail) => remember(queryClient, detail),
  });
}

/** `PATCH /api/admin/users/{id}/suspension`: suspend (signed out everywhere) or restore. */
export function useSetSuspended(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suspended: boolean) =>
      detailOf(
        api.patch<One<AdminUserDetailDto>>(`/api/admin/users/${id}/suspension`, {
          suspended: suspended ? 1 : 0,
        }),
      ),
    onSuccess: (detail) => remember(queryClient, detail),
  });
}

/** `POST /api/admin/users`: a member who signs in with the password given here. */
export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdminUserEditValues & { password: string; admin: boolean }) =>
      detailOf(
        api.post<One<AdminUserDetailDto>>('/api/admin/users', { ...values, admin: values.admin ? 1 : 0 }),
      ),
    onSuccess: (detail) => remember(queryClient, detail),
  });
}
