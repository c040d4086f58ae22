/** Reviews of finished deals and manners (`/api/reviews`, `/api/users/{id}/manners`). */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MemberMannersDto,
  One,
  Paged,
  PendingReviewDto,
  ReviewDto,
  ReviewKind,
  ReviewSubjectDto,
  ReviewSubjectInput,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const reviewQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.reviews.detail(id),
    queryFn: async ({ signal }) => (await api.get<One<ReviewDto>>(`/api/reviews/${id}`, { signal })).data,
  });

/**
 * A member's received or sent reviews, newest first, 20 a page; with `freelancerId` only those of
 * jobs with that freelancer profile.
 */
export const reviewsQuery = (userId: number, kind: ReviewKind, freelancerId?: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reviews.list(userId, kind, freelancerId),
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<ReviewDto>>('/api/reviews', {
        query: { user_id: userId, kind, freelancer_id: freelancerId, page: pageParam, per_page: 20 },
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

/** The member's finished deals waiting for their review (`/reviews/create` with no deal named). */
export const pendingReviewsQuery = () =>
  queryOptions({
    queryKey: queryKeys.reviews.pending(),
    queryFn: async ({ signal }) =>
      (await api.get<One<PendingReviewDto[]>>('/api/reviews/pending', { signal })).data,
  });

export type ReviewValues = ReviewSubjectInput & { manner_ids: number[]; content: string };

/** The subject of a review as `POST /api/reviews` (and `/reviews/create`'s query) names it. */
export function reviewSubjectInput(subject: ReviewSubjectDto): ReviewSubjectInput {
  if (subject.kind === 'product') return { product_id: subject.id };
  if (subject.kind === 'freelancer_job') return { freelancer_job_id: subject.id };
  return { service_request_id: subject.id };
}

/** The page that writes a review of one deal. */
export const reviewCreatePath = (subject: ReviewSubjectInput) =>
  `/reviews/create?${new URLSearchParams(Object.entries(subject).map(([k, v]) => [k, String(v)])).toString()}`;

/** Reviews the other party of a deal; their profile, the deal's page and every review list refetch. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ReviewValues) => (await api.post<One<ReviewDto>>('/api/reviews', values)).data,
    onSuccess: (review) => {
      queryClient.setQueryData(queryKeys.reviews.detail(review.id), review);
      for (const queryKey of [
        queryKeys.reviews.all(),
        queryKeys.profile.detail(review.reviewee.id),
        ...(review.product ? [queryKeys.products.detail(review.product.id)] : []),
        queryKeys.chats.all(),
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
