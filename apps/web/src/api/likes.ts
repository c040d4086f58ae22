import { infiniteQueryOptions, useMutation } from '@tanstack/react-query';
import type {
  LikeableType,
  LikeStateDto,
  One,
  Paged,
  ProductDetailDto,
  ProductSummaryDto,
  PublicUserDto,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/** `POST /api/likes` (like) or `DELETE /api/likes` (unlike); both idempotent. */
export async function setLiked(type: LikeableType, id: number, liked: boolean): Promise<LikeStateDto> {
  const body = { likeable_type: type, likeable_id: id };
  const { data } = liked
    ? await api.post<One<LikeStateDto>>('/api/likes', body, { loading: false })
    : await api.delete<One<LikeStateDto>>('/api/likes', body, { loading: false });
  return data;
}

type LikeList<T extends LikeableType> = Paged<T extends 'product' ? ProductSummaryDto : PublicUserDto>;

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
 * The like button of a product's page: the heart and the count change at once (optimistic),
 * go back if the server refuses, and settle on the server's answer.
 */
export function useProductLike(productId: number) {
  const key = queryKeys.products.detail(productId);
  return useMutation({
    mutationFn: (liked: boolean) => setLiked('product', productId, liked),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProductDetailDto>(key);
      if (previous) {
        queryClient.setQueryData<ProductDetailDto>(key, {
          ...previous,
          liked,
          like_count: Math.max(0, previous.like_count + (liked ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (_error, _liked, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (state) => {
      queryClient.setQueryData<ProductDetailDto>(key, (current) =>
        current ? { ...current, liked: state.liked, like_count: state.like_count } : current,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.likes.all() });
    },
  });
}
