import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { One, SignInOptionsDto, SocialPendingDto, SocialProvider, UserDto } from '@steelyard/contracts';
import { config } from '../config.ts';
import { api } from './client.ts';
import { rememberSignedIn } from './session.ts';
import { isApiError } from './errors.ts';
import { queryKeys } from './query-keys.ts';

/** Social sign-in: which ways are offered, the provider start, the pending sign-up and its completion. */

export const signInOptionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.social.options(),
    queryFn: async () => (await api.get<One<SignInOptionsDto>>('/api/auth/providers')).data,
    staleTime: 10 * 60_000,
  });
export const useSignInOptions = () => useQuery(signInOptionsQuery());

/** The browser leaves for the provider through the server (a full page load, not a fetch). */
export function socialStartUrl(provider: SocialProvider, redirect: string | null): string {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return `${config.apiBaseUrl}/api/auth/${provider}${query}`;
}

/** The identity waiting for the sign-up form, or null when none is (404). */
export const socialPendingQuery = () =>
  queryOptions({
    queryKey: queryKeys.social.pending(),
    queryFn: async () => {
      try {
        return (await api.get<One<SocialPendingDto>>('/api/auth/social/pending')).data;
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    retry: false,
  });
export const useSocialPending = () => useQuery(socialPendingQuery());

export interface SocialSignupValues {
  nickname: string;
  email: string;
  city: string;
  county: string;
}

/** `POST /api/auth/social/complete`: the new member is signed in; `redirect` is where they were going. */
export function useCompleteSocialSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SocialSignupValues) =>
      api.post<One<UserDto> & { meta: { redirect: string | null } }>('/api/auth/social/complete', {
        ...values,
      }),
    onSuccess: (response) => {
      rememberSignedIn(queryClient, response.data);
      queryClient.removeQueries({ queryKey: queryKeys.social.pending() });
    },
  });
}
