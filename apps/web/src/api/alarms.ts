import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AlarmDto,
  AnnouncementAudience,
  AnnouncementDto,
  CursorPaged,
  One,
  Paged,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

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

type AlarmPages = { pages: CursorPaged<AlarmDto>[]; pageParams: unknown[] };

/** Changes the cached list in place (optimistic), returning what to restore on failure. */
function patchAlarms(change: (alarms: AlarmDto[]) => AlarmDto[]) {
  const key = queryKeys.alarms.list();
  const previous = queryClient.getQueryData<AlarmPages>(key);
  queryClient.setQueryData<AlarmPages>(key, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: change(page.data) })) } : data,
  );
  return () => queryClient.setQueryData(key, previous);
}

/** The header badge counts unread alarms: the profile is read again after a change. */
const refreshBadge = () => queryClient.invalidateQueries({ queryKey: queryKeys.session.user() });

async function optimistic(change: (alarms: AlarmDto[]) => AlarmDto[], call: () => Promise<unknown>) {
  const restore = patchAlarms(change);
  try {
    await call();
  } catch (error) {
    restore();
    throw error;
  } finally {
    void refreshBadge();
  }
}

export const readAlarm = (id: number) =>
  optimistic(
    (alarms) => alarms.map((a) => (a.id === id ? { ...a, read: true } : a)),
    () => api.post<One<AlarmDto>>(`/api/alarms/${id}/read`, undefined, { loading: false }),
  );

export const readAllAlarms = () =>
  optimistic(
    (alarms) => alarms.map((a) => ({ ...a, read: true })),
    () => api.post('/api/alarms/readAll'),
  );

export const removeAlarm = (id: number) =>
  optimistic(
    (alarms) => alarms.filter((a) => a.id !== id),
    () => api.delete(`/api/alarms/${id}`, undefined, { loading: false }),
  );

/** A new alarm arrived (alarm-created): the list starts again from the newest. */
export const refreshAlarms = () => queryClient.invalidateQueries({ queryKey: queryKeys.alarms.list() });

/* Back office: announcements. */

export const adminAnnouncementsQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.alarms.announcements(page),
    queryFn: ({ signal }) =>
      api.get<Paged<AnnouncementDto>>('/api/admin/alarms', { query: { page, per_page: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export interface AnnouncementForm {
  title: string;
  body: string;
  audience: AnnouncementAudience;
  audience_value: string;
}

export async function sendAnnouncement(form: AnnouncementForm) {
  const { data } = await api.post<One<{ id: number; recipient_count: number }>>('/api/admin/alarms', {
    ...form,
    audience_value: form.audience === 'all' ? '' : form.audience_value,
  });
  await queryClient.invalidateQueries({ queryKey: queryKeys.alarms.announcementsAll() });
  return data;
}
