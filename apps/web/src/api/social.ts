import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  One,
  SampleAccountDto,
  SignInOptionsDto,
  SocialPendingDto,
  SocialProvider,
  UserDto,
} from '@steelyard/contracts';
import { config } from '../config.ts';
import { api } from './client.ts';
import { isApiError } from './errors.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/** Social sign-in and sample login: which ways are offered, the pending sign-up, the samples. */

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

export async function completeSocialSignup(values: SocialSignupValues) {
  const response = await api.post<One<UserDto> & { meta: { redirect: string | null } }>(
    '/api/auth/social/complete',
    { ...values },
  );
  queryClient.setQueryData(queryKeys.session.user(), response.data);
  queryClient.removeQueries({ queryKey: queryKeys.social.pending() });
  return response;
}

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

export async function loginSample(userId: number): Promise<UserDto> {
  const { data } = await api.post<One<UserDto>>('/api/loginSample', { user_id: userId });
  queryClient.setQueryData(queryKeys.session.user(), data);
  return data;
}
