import { useQuery } from '@tanstack/react-query';
import type { PlaceNamesDto } from '@steelyard/contracts';
import { placeNamesQuery } from '../api/catalog.ts';

/*
 * Members and posts store a place by its own names ('서울특별시', '중구'); screens show it in the
 * app's language ('Seoul Jung-gu') from `/api/placeNames`, which a drawn page carries
 * (`app/first-screen.ts`) so that its first paint has them. A place without a name in the
 * language (one an admin added, or another country's city) shows its own.
 */

export const cityName = (names: PlaceNamesDto | undefined, city: string) => names?.cities[city] ?? city;

export const countyName = (names: PlaceNamesDto | undefined, city: string, county: string) =>
  names?.counties[city]?.[county] ?? county;

/** The places' names in the app's language (undefined until they are here). */
export function usePlaceNames(): PlaceNamesDto | undefined {
  return useQuery(placeNamesQuery()).data;
}

/** `place(city, county)`: a place as the reader reads it, e.g. on a card. */
export function usePlaceText(): (city?: string | null, county?: string | null) => string {
  const names = usePlaceNames();
  return (city, county) =>
    [city ? cityName(names, city) : null, city && county ? countyName(names, city, county) : county]
      .filter(Boolean)
      .join(' ');
}
