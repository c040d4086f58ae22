import { queryOptions } from '@tanstack/react-query';
import type {
  CodeSentDto,
  FoundIdDto,
  One,
  RecoveryChannel,
  ResetTokenDto,
  SessionDto,
  UserDto,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export interface SignUpForm {
  email: string;
  password: string;
  password_confirmation: string;
  nickname: string;
  contact?: string;
  name?: string;
  country?: string;
  city: string;
  county: string;
}

/** `POST /api/users`: the new member is signed in at once. */
export async function signUp(form: SignUpForm): Promise<UserDto> {
  const { data } = await api.post<One<UserDto>>('/api/users', { ...form });
  queryClient.setQueryData(queryKeys.session.user(), data);
  return data;
}

/** `POST /api/loginByContact/code`: a six-digit code by SMS. */
export async function sendLoginCode(contact: string): Promise<CodeSentDto> {
  return (await api.post<One<CodeSentDto>>('/api/loginByContact/code', { contact })).data;
}

/** `POST /api/loginByContact`: signs in with the number and its code. */
export async function loginByContact(contact: string, code: string): Promise<UserDto> {
  const { data } = await api.post<One<UserDto>>('/api/loginByContact', { contact, code });
  queryClient.setQueryData(queryKeys.session.user(), data);
  return data;
}

export async function findId(contact: string, name: string): Promise<FoundIdDto> {
  return (await api.post<One<FoundIdDto>>('/api/users/findId', { contact, name })).data;
}

export type RecoveryTarget = { channel: 'email'; email: string } | { channel: 'sms'; contact: string };
export type { RecoveryChannel };

/** `POST /api/users/findPassword`: a code by email or SMS (the same answer whether or not the account exists). */
export async function sendPasswordCode(target: RecoveryTarget): Promise<CodeSentDto> {
  return (await api.post<One<CodeSentDto>>('/api/users/findPassword', { ...target })).data;
}

export async function verifyPasswordCode(target: RecoveryTarget, code: string): Promise<ResetTokenDto> {
  return (await api.post<One<ResetTokenDto>>('/api/users/findPassword/verify', { ...target, code })).data;
}

export async function resetPassword(token: string, password: string, passwordConfirmation: string) {
  await api.post('/api/users/resetPassword', {
    token,
    password,
    password_confirmation: passwordConfirmation,
  });
}

/** `POST /api/users/remove`: closes the account; every cached private answer is dropped. */
export async function withdraw(agree: boolean): Promise<void> {
  await api.post('/api/users/remove', { agree: agree ? 1 : 0 });
  queryClient.removeQueries();
  queryClient.setQueryData(queryKeys.session.user(), null);
}

export const sessionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.accounts.sessions(),
    queryFn: async ({ signal }) => (await api.get<One<SessionDto[]>>('/api/sessions', { signal })).data,
  });

/** `DELETE /api/sessions/{id}`: that device is signed out. */
export async function endSession(id: number): Promise<void> {
  await api.delete(`/api/sessions/${id}`);
  await queryClient.invalidateQueries({ queryKey: queryKeys.accounts.sessions() });
}
