/** Trade reviews and manners (`/api/reviews`, `/api/users/{id}/manners`). */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberMannersDto, One, Paged, ReviewDto, ReviewKind } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const reviewQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.reviews.detail(id),
    queryFn: async ({ signal }) => (await api.get<One<ReviewDto>>(`/api/reviews/${id}`, { signal })).data,
  });

/** A member's received or sent reviews, newest first, 20 a page. */
export const reviewsQuery = (userId: number, kind: ReviewKind) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reviews.list(userId, kind),
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<ReviewDto>>('/api/reviews', {
        query: { user_id: userId, kind, page: pageParam, per_page: 20 },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<ReviewDto>) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });

/** The compliments a member received by tag; `bad` only for the member themself. */
export const memberMannersQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.reviews.manners(userId),
    queryFn: async ({ signal }) =>
      (await api.get<One<MemberMannersDto>>(`/api/users/${userId}/manners`, { signal })).data,
  });

export type ReviewValues = {
  product_id: number;
  manner_ids: number[];
  content: string;
};

/** Reviews the other party of a trade; their profile, the post and every review list refetch. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ReviewValues) => (await api.post<One<ReviewDto>>('/api/reviews', values)).data,
    onSuccess: (review) => {
      queryClient.setQueryData(queryKeys.reviews.detail(review.id), review);
      for (const queryKey of [
        queryKeys.reviews.all(),
        queryKeys.profile.detail(review.reviewee.id),
        queryKeys.products.detail(review.product.id),
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
