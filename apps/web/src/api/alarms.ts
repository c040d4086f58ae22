import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  AlarmDto,
  AnnouncementAudience,
  AnnouncementDto,
  CursorPaged,
  One,
  Paged,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useRealtimeEvent } from './realtime.ts';

const PER_PAGE = 20;

/** `/alarms`: newest first, keyset pages (infinite scroll). */
export const alarmsQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.alarms.list(),
    queryFn: ({ pageParam, signal }) =>
      api.get<CursorPaged<AlarmDto>>('/api/alarms', {
        query: { per_page: PER_PAGE, cursor: pageParam },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: CursorPaged<AlarmDto>) => last.meta.next_cursor ?? undefined,
  });

type AlarmPages = InfiniteData<CursorPaged<AlarmDto>>;

/**
 * A change to the member's alarms: the list changes at once (optimistic) and comes back if the
 * server refuses; the header badge (unread count, in the profile) is read again either way.
 */
function useAlarmChange<V>(
  call: (value: V) => Promise<unknown>,
  change: (alarms: AlarmDto[], value: V) => AlarmDto[],
) {
  const queryClient = useQueryClient();
  const key = queryKeys.alarms.list();
  return useMutation({
    mutationFn: call,
    onMutate: async (value: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AlarmPages>(key);
      queryClient.setQueryData<AlarmPages>(key, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, data: change(page.data, value) })) }
          : data,
      );
      return { previous };
    },
    onError: (_error, _value, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.session.user() }),
  });
}

/** `POST /api/alarms/{id}/read`. */
export const useReadAlarm = () =>
  useAlarmChange(
    (id: number) => api.post(`/api/alarms/${id}/read`, undefined, { loading: false }),
    (alarms, id) => alarms.map((a) => (a.id === id ? { ...a, read: true } : a)),
  );

/** `POST /api/alarms/readAll`. */
export const useReadAllAlarms = () =>
  useAlarmChange(
    () => api.post('/api/alarms/readAll'),
    (alarms) => alarms.map((a) => ({ ...a, read: true })),
  );

/** `DELETE /api/alarms/{id}`. */
export const useRemoveAlarm = () =>
  useAlarmChange(
    (id: number) => api.delete(`/api/alarms/${id}`, undefined, { loading: false }),
    (alarms, id) => alarms.filter((a) => a.id !== id),
  );

/** The alarm list follows the server: a new alarm (alarm-created) starts it again from the newest. */
export function useAlarmUpdates() {
  const queryClient = useQueryClient();
  useRealtimeEvent(
    'alarm-created',
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.alarms.list() }),
  );
}

/* Back office: announcements. */

export const adminAnnouncementsQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.alarms.announcements(page),
    queryFn: ({ signal }) =>
      api.get<Paged<AnnouncementDto>>('/api/admin/alarms', { query: { page, per_page: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** The announcement form's fields. */
export interface AnnouncementValues {
  title: string;
  body: string;
  audience: AnnouncementAudience;
  audience_value: string;
}

/** `POST /api/admin/alarms`: the announcement goes out; the answer says to how many members. */
export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AnnouncementValues) =>
      (
        await api.post<One<{ id: number; recipient_count: number }>>('/api/admin/alarms', {
          ...values,
          audience_value: values.audience === 'all' ? '' : values.audience_value,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.alarms.announcementsAll() }),
  });
}
