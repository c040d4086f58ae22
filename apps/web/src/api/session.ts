import { queryOptions, useQuery } from '@tanstack/react-query';
import type { One, UserDto } from '@steelyard/contracts';
import { api } from './client.ts';
import { isApiError } from './errors.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/** The signed-in user, or null for a visitor (a 401 here never redirects). */
export async function fetchCurrentUser(): Promise<UserDto | null> {
  try {
    const { data } = await api.get<One<UserDto>>('/api/user', { quiet401: true });
    return data;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: queryKeys.session.user(),
    queryFn: fetchCurrentUser,
    staleTime: 60_000,
    retry: false,
  });

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

export function isAdmin(user: UserDto | null | undefined): boolean {
  return Boolean(user && user.admin !== 0);
}

export async function login(input: { email: string; password: string }): Promise<UserDto> {
  const { data } = await api.post<One<UserDto>>('/api/login', input);
  queryClient.setQueryData(queryKeys.session.user(), data);
  return data;
}

/** Signs out; the push token is cleared (spec §6) and every cached private answer dropped. */
export async function logout(): Promise<void> {
  try {
    await api.post('/api/logout');
  } finally {
    queryClient.removeQueries();
    queryClient.setQueryData(queryKeys.session.user(), null);
  }
}
