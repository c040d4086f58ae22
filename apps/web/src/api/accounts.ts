/** Sign-up, sign-in by contact, finding an ID or password, withdrawal, signed-in devices. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodeSentDto, FoundIdDto, One, ResetTokenDto, SessionDto, UserDto } from '@steelyard/contracts';
import { api } from './client.ts';
import { forgetSignedIn, rememberSignedIn } from './session.ts';
import { queryKeys } from './query-keys.ts';

/** The sign-up form's fields (`POST /api/users`). */
export interface SignUpValues {
  email: string;
  password: string;
  password_confirmation: string;
  nickname: string;
  contact: string;
  name: string;
  country: string;
  city: string;
  county: string;
}

/** `POST /api/users`: the new member is signed in at once. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: SignUpValues) =>
      (await api.post<One<UserDto>>('/api/users', { ...values })).data,
    onSuccess: (user) => rememberSignedIn(queryClient, user),
  });
}

/** `POST /api/loginByContact/code`: a six-digit code by SMS. */
export function useSendLoginCode() {
  return useMutation({
    mutationFn: async ({ contact }: { contact: string }) =>
      (await api.post<One<CodeSentDto>>('/api/loginByContact/code', { contact })).data,
  });
}

/** `POST /api/loginByContact`: signs in with the number and its code. */
export function useLoginByContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ contact, code }: { contact: string; code: string }) =>
      (await api.post<One<UserDto>>('/api/loginByContact', { contact, code })).data,
    onSuccess: (user) => rememberSignedIn(queryClient, user),
  });
}

/** `POST /api/users/findId`: the account's masked email. */
export function useFindId() {
  return useMutation({
    mutationFn: async ({ contact, name }: { contact: string; name: string }) =>
      (await api.post<One<FoundIdDto>>('/api/users/findId', { contact, name })).data,
  });
}

/** Where a password code goes: the find-password form's fields. */
export interface RecoveryValues {
  channel: 'email' | 'sms';
  email: string;
  contact: string;
  code: string;
}

const recoveryTarget = ({ channel, email, contact }: RecoveryValues) =>
  channel === 'email' ? { channel, email } : { channel, contact };

/** `POST /api/users/findPassword`: a code by email or SMS (the same answer whether or not the account exists). */
export function useSendPasswordCode() {
  return useMutation({
    mutationFn: async (values: RecoveryValues) =>
      (await api.post<One<CodeSentDto>>('/api/users/findPassword', recoveryTarget(values))).data,
  });
}

/** `POST /api/users/findPassword/verify`: the code → a short-lived reset token. */
export function useVerifyPasswordCode() {
  return useMutation({
    mutationFn: async (values: RecoveryValues) =>
      (
        await api.post<One<ResetTokenDto>>('/api/users/findPassword/verify', {
          ...recoveryTarget(values),
          code: values.code,
        })
      ).data,
  });
}

/** `POST /api/users/resetPassword`. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (values: { token: string; password: string; password_confirmation: string }) =>
      api.post('/api/users/resetPassword', { ...values }),
  });
}

/** `POST /api/users/remove`: closes the account; the member is signed out everywhere here. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agree }: { agree: boolean }) => api.post('/api/users/remove', { agree: agree ? 1 : 0 }),
    onSuccess: () => forgetSignedIn(queryClient),
  });
}

export const sessionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.accounts.sessions(),
    queryFn: async ({ signal }) => (await api.get<One<SessionDto[]>>('/api/sessions', { signal })).data,
  });

/** `DELETE /api/sessions/{id}`: that device is signed out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/sessions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accounts.sessions() }),
  });
}
