/** Sample login and the admin's sample accounts (the server's `samples` module; /admin/examples). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDto, One, Paged, SampleAccountDto, UserDto } from '@steelyard/contracts';
import { rememberSignedIn } from './session.ts';
import { api } from './client.ts';
import { isApiError } from './errors.ts';
import { queryKeys } from './query-keys.ts';

/** The sample accounts, or null when sample login is turned off (404). */
export const samplesQuery = () =>
  queryOptions({
    queryKey: queryKeys.social.samples(),
    queryFn: async () => {
      try {
        return (await api.get<One<SampleAccountDto[]>>('/api/samples')).data;
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    retry: false,
  });
export const useSamples = () => useQuery(samplesQuery());

/** `POST /api/loginSample`: signed in as that sample account. */
export function useLoginSample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) =>
      (await api.post<One<UserDto>>('/api/loginSample', { user_id: userId })).data,
    onSuccess: (user) => rememberSignedIn(queryClient, user),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.social.samples() }),
  });
}

/** `/admin/examples`: the members marked as sample accounts. */
export const adminSamplesQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.samples(page),
    queryFn: () =>
      api.get<Paged<AdminUserDto>>('/api/admin/users', { query: { sample: 1, page, per_page: 20 } }),
    placeholderData: keepPreviousData,
  });
export const useAdminSamples = (page: number) => useQuery(adminSamplesQuery(page));

/** `POST /api/admin/examples` (mark) or `DELETE /api/admin/examples/{user_id}` (unmark). */
export function useMarkSample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, sample }: { userId: number; sample: boolean }) =>
      sample
        ? api.post('/api/admin/examples', { user_id: userId })
        : api.delete(`/api/admin/examples/${userId}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.social.samples() });
    },
  });
}
