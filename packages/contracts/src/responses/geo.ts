/** Geocoding: the spec's location parts of a point, and places found by name. */
import { BROWSE_COUNTRIES } from '../countries.ts';
import { z } from '../zod-messages.ts';

/** The location form's parts (spec §5): country (ISO alpha-2), city, county, town, village. */
export const locationPartsDtoSchema = z
  .object({
    country: z.string().nullable(),
    city: z.string().nullable(),
    county: z.string().nullable(),
    town: z.string().nullable(),
    village: z.string().nullable(),
    /** The place name to show for the pin, built from the parts. */
    name: z.string(),
  })
  .meta({ id: 'LocationParts' });
export type LocationPartsDto = z.infer<typeof locationPartsDtoSchema>;

export const placeDtoSchema = z
  .object({ name: z.string(), lat: z.number(), lon: z.number(), country: z.string().nullable() })
  .meta({ id: 'Place' });
export type PlaceDto = z.infer<typeof placeDtoSchema>;

/** A country of the browsing list (spec §3) with the number of posts one can browse there. */
export const countryCountDtoSchema = z
  .object({ country: z.enum(BROWSE_COUNTRIES), count: z.number().int() })
  .meta({ id: 'CountryCount' });
export type CountryCountDto = z.infer<typeof countryCountDtoSchema>;
