import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetailDto, AdminUserDto, One, Paged } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/** The admin's member calls (/admin/users, /admin/examples); imported only by admin chunks. */

export const adminUserQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.admin.user(id),
    queryFn: async () => (await api.get<One<AdminUserDetailDto>>(`/api/admin/users/${id}`)).data,
  });
export const useAdminUser = (id: number | null) =>
  useQuery({ ...adminUserQuery(id ?? 0), enabled: id !== null });

export const adminSamplesQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.samples(page),
    queryFn: () =>
      api.get<Paged<AdminUserDto>>('/api/admin/users', { query: { sample: 1, page, per_page: 20 } }),
    placeholderData: keepPreviousData,
  });
export const useAdminSamples = (page: number) => useQuery(adminSamplesQuery(page));

/** After any change to a member: the lists and that member are read again. */
function refresh(detail?: AdminUserDetailDto) {
  if (detail) queryClient.setQueryData(queryKeys.admin.user(detail.id), detail);
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() });
}

export interface AdminUserEditValues {
  nickname: string;
  email: string;
  contact: string;
  name: string;
  city: string;
  county: string;
}

export async function updateAdminUser(id: number, values: Partial<AdminUserEditValues>) {
  const { data } = await api.patch<One<AdminUserDetailDto>>(`/api/admin/users/${id}`, values);
  refresh(data);
  return data;
}

export async function setAdminUserFlag(id: number, admin: boolean) {
  const { data } = await api.patch<One<AdminUserDetailDto>>(`/api/admin/users/${id}/admin`, {
    admin: admin ? 1 : 0,
  });
  refresh(data);
  return data;
}

export async function setAdminUserSuspended(id: number, suspended: boolean) {
  const { data } = await api.patch<One<AdminUserDetailDto>>(`/api/admin/users/${id}/suspension`, {
    suspended: suspended ? 1 : 0,
  });
  refresh(data);
  return data;
}

export async function createAdminUser(values: AdminUserEditValues & { password: string; admin: boolean }) {
  const { data } = await api.post<One<AdminUserDetailDto>>('/api/admin/users', {
    ...values,
    admin: values.admin ? 1 : 0,
  });
  refresh(data);
  return data;
}

export async function markSample(userId: number) {
  await api.post('/api/admin/examples', { user_id: userId });
  refresh();
}

export async function unmarkSample(userId: number) {
  await api.delete(`/api/admin/examples/${userId}`);
  refresh();
}
