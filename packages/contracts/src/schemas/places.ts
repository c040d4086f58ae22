import { COUNTRY_CODE } from '../countries.ts';
import { z } from '../zod-messages.ts';
import { idField, pageQuerySchema, textField } from './common.ts';

const placeName = textField(100).min(1, 'validation.required');
const countryField = textField(5).regex(COUNTRY_CODE, 'validation.invalid');

/** `GET /api/admin/userCities|userCounties`: place names that match no known one, most used first. */
export const unmatchedPlacesQuerySchema = pageQuerySchema;

/** A city (province/state) name as members and posts wrote it. */
export const unmatchedCitySchema = z.object({ country: countryField, name: placeName });
/** `POST /api/admin/userCities/merge`: every member and post moves to the known city `city_id`. */
export const mergeCitySchema = unmatchedCitySchema.extend({ city_id: idField() });

/** A county (city/district) name under a known city, as members and posts wrote it. */
export const unmatchedCountySchema = z.object({ country: countryField, city: placeName, name: placeName });
/** `POST /api/admin/userCounties/merge`: every member and post moves to the known county `county_id`. */
export const mergeCountySchema = unmatchedCountySchema.extend({ county_id: idField() });
