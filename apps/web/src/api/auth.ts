/** Who is signed in, and signing in and out (the server's `auth` module). */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginInput, One, UserDto } from '@steelyard/contracts';
import { api } from './client.ts';
import { isApiError } from './errors.ts';
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

/** A member is signed in: every screen that asks 'who am I' sees them at once. */
export function rememberSignedIn(queryClient: QueryClient, user: UserDto): UserDto {
  queryClient.setQueryData(queryKeys.session.user(), user);
  return user;
}

/**
 * The member is gone (signed out, withdrawn): 'who am I' becomes a visitor first, so the header's
 * badges and the real-time connection follow at once, then every other cached private answer is
 * dropped. (Removing the signed-in user's query itself would leave the header holding the old one.)
 */
export function forgetSignedIn(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.session.user(), null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session.user()[0] });
}

/** `POST /api/login`. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => (await api.post<One<UserDto>>('/api/login', { ...input })).data,
    onSuccess: (user) => rememberSignedIn(queryClient, user),
  });
}

/** `POST /api/logout`: the cached private answers go whether or not the server answered. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/logout'),
    onSettled: () => forgetSignedIn(queryClient),
  });
}
