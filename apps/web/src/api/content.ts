import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { EventDto, FaqDto, NoticeDto, One, Paged } from '@steelyard/contracts';
import { PINNED_NOTICES_SHOWN } from '@contracts/protocol.ts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

const nextPage = (last: Paged<unknown>) =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

export const noticesQuery = (categoryId?: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.content.notices({ categoryId }),
    queryFn: ({ pageParam }) =>
      api.get<Paged<NoticeDto>>('/api/notices', { query: { page: pageParam, category_id: categoryId } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useNotices = (categoryId?: number) => useInfiniteQuery(noticesQuery(categoryId));

export const noticeQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.content.notice(id),
    queryFn: async () => (await api.get<One<NoticeDto>>(`/api/notices/${id}`)).data,
  });

export const useNotice = (id: number) => useQuery(noticeQuery(id));

/** FAQ entries of a category (all without one) matching `word` (every entry without one), pinned first. */
export const faqsQuery = (categoryId?: number, word?: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.content.faqs({ categoryId, word }),
    queryFn: ({ pageParam }) =>
      api.get<Paged<FaqDto>>('/api/faqs', {
        query: { page: pageParam, per_page: 50, category_id: categoryId, word: word || undefined },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useFaqs = (categoryId?: number, word?: string) => useInfiniteQuery(faqsQuery(categoryId, word));

export const faqQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.content.faq(id),
    queryFn: async () => (await api.get<One<FaqDto>>(`/api/faqs/${id}`)).data,
  });

export const useFaq = (id: number) => useQuery(faqQuery(id));

/** The home's notice strip: the pinned notices, newest first. */
export const pinnedNoticesQuery = () =>
  queryOptions({
    queryKey: queryKeys.content.pinnedNotices(),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<NoticeDto>>('/api/notices', {
          query: { pinned: 1, per_page: PINNED_NOTICES_SHOWN },
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });

/** The pinned notices the page brought in its HTML (`app/first-screen.ts`). */
export function seedPinnedNotices(client: QueryClient, notices: NoticeDto[]) {
  client.setQueryData(pinnedNoticesQuery().queryKey, notices);
}

export const eventsQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.content.events(),
    queryFn: ({ pageParam }) => api.get<Paged<EventDto>>('/api/events', { query: { page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useEvents = () => useInfiniteQuery(eventsQuery());

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.content.event(id),
    queryFn: async () => (await api.get<One<EventDto>>(`/api/events/${id}`)).data,
  });

export const useEvent = (id: number) => useQuery(eventQuery(id));
