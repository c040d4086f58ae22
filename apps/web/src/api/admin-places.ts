/** Back-office place names to merge (`/api/admin/userCities`, `/userCounties`); lazy admin chunks only. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { One, Paged, UnmatchedPlaceDto } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type PlaceKind = 'userCities' | 'userCounties';

export const useUnmatchedPlaces = (kind: PlaceKind, page: number) =>
  useQuery({
    queryKey: queryKeys.admin.placeList(kind, page),
    queryFn: ({ signal }) =>
      api.get<Paged<UnmatchedPlaceDto>>(`/api/admin/${kind}`, { query: { page, per_page: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** The place as the server names it in a merge or an add (a county carries its city). */
const placeBody = (place: UnmatchedPlaceDto) => ({
  country: place.country,
  name: place.name,
  ...(place.city === null ? {} : { city: place.city }),
});

function useAfterPlaceChange(kind: PlaceKind) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.places(kind) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all() });
  };
}

/** Moves every member and post of `place` into the known place `targetId` (a city or county id). */
export function useMergePlace(kind: PlaceKind) {
  const after = useAfterPlaceChange(kind);
  return useMutation({
    mutationFn: async ({ place, targetId }: { place: UnmatchedPlaceDto; targetId: number }) =>
      (
        await api.post<One<{ members: number; posts: number }>>(`/api/admin/${kind}/merge`, {
          ...placeBody(place),
          [kind === 'userCities' ? 'city_id' : 'county_id']: targetId,
        })
      ).data,
    onSuccess: after,
  });
}

/** Adds `place` as a known city or county. */
export function useAddPlace(kind: PlaceKind) {
  const after = useAfterPlaceChange(kind);
  return useMutation({
    mutationFn: (place: UnmatchedPlaceDto) => api.post(`/api/admin/${kind}`, placeBody(place)),
    onSuccess: after,
  });
}
