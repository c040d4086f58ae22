/** Favourites: products and members (`/api/likes`). */
import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type {
  FollowAlertsDto,
  LikeableType,
  LikedUserDto,
  LikeStateDto,
  One,
  Paged,
  ProductDetailDto,
  ProductSummaryDto,
  ProfileDto,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** `POST /api/likes` (like) or `DELETE /api/likes` (unlike); both idempotent. */
async function setLiked(type: LikeableType, id: number, liked: boolean): Promise<LikeStateDto> {
  const body = { likeable_type: type, likeable_id: id };
  const { data } = liked
    ? await api.post<One<LikeStateDto>>('/api/likes', body, { loading: false })
    : await api.delete<One<LikeStateDto>>('/api/likes', body, { loading: false });
  return data;
}

type LikeList<T extends LikeableType> = Paged<T extends 'product' ? ProductSummaryDto : LikedUserDto>;

export const likesQuery = <T extends LikeableType>(type: T) =>
  infiniteQueryOptions({
    queryKey: queryKeys.likes.list(type),
    queryFn: ({ pageParam, signal }) =>
      api.get<LikeList<T>>('/api/likes', { query: { type, page: pageParam, per_page: 20 }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: LikeList<T>) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });

/**
 * The heart of a product's page or a member's profile: it and the count change at once
 * (optimistic), go back if the server refuses, and settle on the server's answer.
 */
function useLikeToggle<T extends ProductDetailDto | ProfileDto>(
  type: LikeableType,
  id: number,
  key: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => setLiked(type, id, liked),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<T>(key);
      if (previous)
        queryClient.setQueryData<T>(key, {
          ...previous,
          liked,
          like_count: Math.max(0, previous.like_count + (liked ? 1 : -1)),
        });
      return { previous };
    },
    onError: (_error, _liked, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (state) => {
      queryClient.setQueryData<T>(key, (current) =>
        current ? { ...current, liked: state.liked, like_count: state.like_count } : current,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.likes.all() });
    },
  });
}

export const useProductLike = (productId: number) =>
  useLikeToggle<ProductDetailDto>('product', productId, queryKeys.products.detail(productId));

export const useMemberLike = (userId: number) =>
  useLikeToggle<ProfileDto>('user', userId, queryKeys.profile.detail(userId));

/** Unlike from /likes: the row leaves the list at once and comes back if the server refuses. */
export function useUnlike(type: LikeableType) {
  const queryClient = useQueryClient();
  const key = queryKeys.likes.list(type);
  return useMutation({
    mutationFn: (id: number) => setLiked(type, id, false),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InfiniteData<Paged<{ id: number }>>>(key);
      queryClient.setQueryData<InfiniteData<Paged<{ id: number }>>>(key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                data: page.data.filter((item) => item.id !== id),
              })),
            }
          : data,
      );
      return { previous };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (_state, id) => {
      const detail = type === 'product' ? queryKeys.products.detail(id) : queryKeys.profile.detail(id);
      void queryClient.invalidateQueries({ queryKey: detail });
    },
  });
}

/**
 * The bell of a followed member (issue 29), on their profile and in /likes: their new posts alert
 * the member or not. The profile shows the change at once and goes back if the server refuses.
 */
export function useFollowAlerts(userId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.profile.detail(userId);
  return useMutation({
    mutationFn: async (alerts: boolean) =>
      (await api.patch<One<FollowAlertsDto>>(`/api/likes/users/${userId}`, { alerts }, { loading: false }))
        .data,
    onMutate: async (alerts) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProfileDto>(key);
      if (previous) queryClient.setQueryData<ProfileDto>(key, { ...previous, follow_alerts: alerts });
      return { previous };
    },
    onError: (_error, _alerts, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: queryKeys.likes.list('user') });
    },
  });
}
