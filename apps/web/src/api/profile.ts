/** The member's own profile, account and notification settings; blocks; a member's public profile. */
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  BlockDto,
  CodeSentDto,
  CursorPaged,
  NotificationPreferencesDto,
  One,
  ProfileDto,
  UserDto,
} from '@steelyard/contracts';
import { rememberSignedIn } from './session.ts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** `GET /api/users/{id}`: a member's public profile. */
export const profileQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.profile.detail(id),
    queryFn: async ({ signal }) => (await api.get<One<ProfileDto>>(`/api/users/${id}`, { signal })).data,
  });

/** After a write to the member's own account: the answer is the new `GET /api/user`. */
function rememberUser(queryClient: QueryClient, user: UserDto): UserDto {
  rememberSignedIn(queryClient, user);
  void queryClient.invalidateQueries({ queryKey: queryKeys.profile.detail(user.id) });
  return user;
}

export interface ProfileValues {
  nickname: string;
  city: string;
  county: string;
  /** A photo just uploaded through `POST /api/images`. */
  image_id?: number;
  remove_image?: boolean;
}

/** `PATCH /api/users/profile`: the member's name and photo show on their products too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ProfileValues) =>
      (await api.patch<One<UserDto>>('/api/users/profile', { ...values })).data,
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
      rememberUser(queryClient, user);
    },
  });
}

/** The account forms' fields: one change per form, each confirmed with the current password. */
export interface AccountValues {
  current_password: string;
  email?: string;
  contact?: string;
  /** The code sent to a new email or contact (not needed to remove the contact). */
  code?: string;
  password?: string;
  password_confirmation?: string;
}

/** `POST /api/users/account/code`: a one-time code to a new email or contact. */
export function useSendAccountCode() {
  return useMutation({
    mutationFn: async ({ current_password, email, contact }: AccountValues) =>
      (await api.post<One<CodeSentDto>>('/api/users/account/code', { current_password, email, contact }))
        .data,
  });
}

/** `PATCH /api/users/account`: one change, confirmed with the current password. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, ...values }: AccountValues) =>
      (await api.patch<One<UserDto>>('/api/users/account', code ? { ...values, code } : values)).data,
    onSuccess: (user) => rememberUser(queryClient, user),
  });
}

export const notificationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile.notifications(),
    queryFn: async ({ signal }) =>
      (await api.get<One<NotificationPreferencesDto>>('/api/users/notifications', { signal })).data,
  });

/**
 * `PATCH /api/users/notifications` with every switch: the switch flips at once and flips back if
 * the server refuses.
 */
export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  const key = queryKeys.profile.notifications();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferencesDto) =>
      (
        await api.patch<One<NotificationPreferencesDto>>(
          '/api/users/notifications',
          { ...preferences },
          {
            loading: false,
          },
        )
      ).data,
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationPreferencesDto>(key);
      queryClient.setQueryData(key, preferences);
      return { previous };
    },
    onError: (_error, _preferences, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

/** `GET /api/blocks`: keyset pages, newest block first. */
export const blocksQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.blocks.all(),
    queryFn: ({ pageParam, signal }) =>
      api.get<CursorPaged<BlockDto>>('/api/blocks', {
        query: { per_page: 20, cursor: pageParam || undefined },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
  });

/** Blocking hides the member's products, profile and chats: every cached list goes stale. */
function afterBlockChange(queryClient: QueryClient, userId: number) {
  for (const queryKey of [
    queryKeys.blocks.all(),
    queryKeys.profile.detail(userId),
    queryKeys.products.all(),
    queryKeys.likes.all(),
    queryKeys.chats.all(),
  ])
    void queryClient.invalidateQueries({ queryKey });
}

/** `POST /api/blocks` (idempotent) or `DELETE /api/blocks/{user_id}`. */
export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: number; blocked: boolean }) =>
      blocked ? api.post('/api/blocks', { user_id: userId }) : api.delete(`/api/blocks/${userId}`),
    onSuccess: (_answer, { userId }) => afterBlockChange(queryClient, userId),
  });
}
