/** Signing in and out (`POST /api/login`, `POST /api/logout` of the server's `auth` module). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, One, UserDto } from '@steelyard/contracts';
import { api } from './client.ts';
import { forgetSignedIn, rememberSignedIn } from './session.ts';

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
