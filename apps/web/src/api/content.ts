import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EventDto, FaqDto, NoticeDto, One, Paged } from '@steelyard/contracts';
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

export const faqsQuery = (categoryId?: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.content.faqs({ categoryId }),
    queryFn: ({ pageParam }) =>
      api.get<Paged<FaqDto>>('/api/faqs', { query: { page: pageParam, category_id: categoryId } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useFaqs = (categoryId?: number) => useInfiniteQuery(faqsQuery(categoryId));

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
