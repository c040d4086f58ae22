/** Freelancer matching (`/api/freelancers`): search by skill and region; one's own profile. */
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { CursorPaged, FreelancerDto, FreelancerJobDto, One } from '@steelyard/contracts';
import { api, type FormBody } from './client.ts';
import { queryKeys } from './query-keys.ts';

export interface FreelancerFilters {
  [key: string]: string | undefined;
  skill?: string;
  city?: string;
  /** A distance search: `lat,lon` and the radius in km (issue 29). */
  near?: string;
  within_km?: string;
}

export const freelancersQuery = (filters: FreelancerFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.freelancers.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<CursorPaged<FreelancerDto>>('/api/freelancers', {
        query: { ...filters, cursor: pageParam },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: CursorPaged<FreelancerDto>) => last.meta.next_cursor ?? undefined,
  });

/** The list's first page without filters, as the server put it into the page (`app/first-screen.ts`). */
export function seedFirstFreelancerPage(client: QueryClient, body: CursorPaged<FreelancerDto>) {
  client.setQueryData(freelancersQuery({}).queryKey, { pages: [body], pageParams: [''] });
}

/** One profile (a chat room about a freelancer links to it). */
export const freelancerQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.freelancers.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<One<FreelancerDto>>(`/api/freelancers/${id}`, { signal })).data,
  });

/** The member's own profile (null before they publish one), shown to them even when hidden. */
export const myFreelancerQuery = () =>
  queryOptions({
    queryKey: queryKeys.freelancers.mine(),
    queryFn: async ({ signal }) =>
      (await api.get<CursorPaged<FreelancerDto>>('/api/freelancers', { query: { mine: '1' }, signal }))
        .data[0] ?? null,
  });

/** Publishes or replaces the member's profile; the lists are read again. */
export function usePublishFreelancer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FormBody) => (await api.post<One<FreelancerDto>>('/api/freelancers', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.freelancers.all() }),
  });
}

/** The job of a chat room about a freelancer profile; null while nobody marked it finished. */
export const freelancerJobQuery = (roomId: number) =>
  queryOptions({
    queryKey: queryKeys.chats.freelancerJob(roomId),
    queryFn: async ({ signal }) =>
      (await api.get<One<FreelancerJobDto | null>>(`/api/chats/${roomId}/freelancer-job`, { signal })).data,
  });

/** Marks the room's job finished (either member; a second mark changes nothing). */
export function useFinishFreelancerJob(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<One<FreelancerJobDto>>(`/api/chats/${roomId}/freelancer-job`, {})).data,
    onSuccess: (job) => queryClient.setQueryData(queryKeys.chats.freelancerJob(roomId), job),
  });
}
