import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  BlockDto,
  CodeSentDto,
  CursorPaged,
  NotificationPreferencesDto,
  One,
  ProfileDto,
  UserDto,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/** `GET /api/users/{id}`: a member's public profile. */
export const profileQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.profile.detail(id),
    queryFn: async ({ signal }) => (await api.get<One<ProfileDto>>(`/api/users/${id}`, { signal })).data,
  });

/** After a write to the member's own account: the answer is the new `GET /api/user`. */
function rememberUser(user: UserDto): UserDto {
  queryClient.setQueryData(queryKeys.session.user(), user);
  void queryClient.invalidateQueries({ queryKey: queryKeys.profile.detail(user.id) });
  return user;
}

export interface ProfileForm {
  nickname: string;
  city: string;
  county: string;
  /** A photo just uploaded through `POST /api/images`. */
  image_id?: number;
  remove_image?: boolean;
}

/** `PATCH /api/users/profile`. */
export async function updateProfile(form: ProfileForm): Promise<UserDto> {
  const { data } = await api.patch<One<UserDto>>('/api/users/profile', { ...form });
  // The member's name and photo show on their products too.
  void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
  return rememberUser(data);
}

export interface AccountForm {
  current_password: string;
  email?: string;
  contact?: string;
  /** The code sent to a new email or contact (not needed to remove the contact). */
  code?: string;
  password?: string;
  password_confirmation?: string;
}

/** `POST /api/users/account/code`: a one-time code to a new email or contact. */
export async function sendAccountCode(
  form: Pick<AccountForm, 'current_password' | 'email' | 'contact'>,
): Promise<CodeSentDto> {
  return (await api.post<One<CodeSentDto>>('/api/users/account/code', { ...form })).data;
}

/** `PATCH /api/users/account`: one change, confirmed with the current password. */
export async function updateAccount(form: AccountForm): Promise<UserDto> {
  const { data } = await api.patch<One<UserDto>>('/api/users/account', { ...form });
  return rememberUser(data);
}

export const notificationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile.notifications(),
    queryFn: async ({ signal }) =>
      (await api.get<One<NotificationPreferencesDto>>('/api/users/notifications', { signal })).data,
  });

/** `PATCH /api/users/notifications`: every switch at once. */
export async function updateNotifications(
  preferences: NotificationPreferencesDto,
): Promise<NotificationPreferencesDto> {
  const { data } = await api.patch<One<NotificationPreferencesDto>>(
    '/api/users/notifications',
    { ...preferences },
    { loading: false },
  );
  queryClient.setQueryData(queryKeys.profile.notifications(), data);
  return data;
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
function afterBlockChange(userId: number) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.blocks.all() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.profile.detail(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.likes.all() });
}

/** `POST /api/blocks` (idempotent). */
export async function blockMember(userId: number): Promise<BlockDto> {
  const { data } = await api.post<One<BlockDto>>('/api/blocks', { user_id: userId });
  afterBlockChange(userId);
  return data;
}

/** `DELETE /api/blocks/{user_id}` (idempotent). */
export async function unblockMember(userId: number): Promise<void> {
  await api.delete(`/api/blocks/${userId}`);
  afterBlockChange(userId);
}
