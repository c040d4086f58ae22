import { useQueryClient } from '@tanstack/react-query';
import type { LocationPartsDto, One, PlaceDto } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** ~1 m: pins this close share one answer. */
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

export const reverseGeocodeQuery = (lat: number, lon: number) => ({
  queryKey: queryKeys.geo.reverse(round(lat), round(lon)),
  queryFn: async () =>
    (
      await api.get<One<LocationPartsDto | null>>('/api/geocode/reverse', {
        query: { lat: round(lat), lon: round(lon) },
        loading: false,
      })
    ).data,
  staleTime: Number.POSITIVE_INFINITY,
});

export const searchPlacesQuery = (text: string) => ({
  queryKey: queryKeys.geo.search(text),
  queryFn: async () =>
    (await api.get<One<PlaceDto[]>>('/api/geocode/search', { query: { q: text }, loading: false })).data,
  staleTime: 10 * 60_000,
});

/**
 * Place look-ups a picker calls when the member acts (a tap, a search), not on render: the
 * answers are cached, so moving back to a pin or repeating a search asks once.
 */
export function usePlaceLookup() {
  const queryClient = useQueryClient();
  return {
    reverse: (lat: number, lon: number) => queryClient.fetchQuery(reverseGeocodeQuery(lat, lon)),
    search: (text: string) => queryClient.fetchQuery(searchPlacesQuery(text.trim())),
  };
}
