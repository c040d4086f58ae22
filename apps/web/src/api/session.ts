/**
 * Who is signed in ('who am I', `GET /api/user` of the server's `auth` module): part of the first
 * load, so it holds no mutations (their code would load with it); signing in and out is `auth.ts`.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { One, UserDto } from '@steelyard/contracts';
import { appStore, useAppState } from '../state/app-store.ts';
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
  appStore.setState({ signedOut: false });
  queryClient.setQueryData(queryKeys.session.user(), user);
  return user;
}

/**
 * The member is gone (signed out, withdrawn): 'who am I' becomes a visitor first, so the header's
 * badges and the real-time connection follow at once, then every other cached private answer is
 * dropped. (Removing the signed-in user's query itself would leave the header holding the old one.)
 */
export function forgetSignedIn(queryClient: QueryClient): void {
  // The page they were on may be guarded: it goes home instead of asking them to sign in again.
  appStore.setState({ signedOut: true, intendedUrl: null });
  queryClient.setQueryData(queryKeys.session.user(), null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session.user()[0] });
}

/**
 * The country a member's new amounts are in (a request's budget, a freelancer's rate): their own,
 * else the client's server country, as the server decides when it stores them.
 */
export function useOwnCountry(): string {
  const { data: user } = useCurrentUser();
  const serverCountry = useAppState((state) => state.serverCountry);
  return user?.country ?? serverCountry ?? 'KR';
}
