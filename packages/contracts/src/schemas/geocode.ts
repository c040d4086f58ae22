import { z } from '../zod-messages.ts';
import { latitudeField, longitudeField, textField } from './common.ts';

/** `GET /api/geocode/reverse`: the place at a pin. */
export const reverseGeocodeQuerySchema = z.object({ lat: latitudeField, lon: longitudeField });
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuerySchema>;

/** `GET /api/geocode/search`: places whose name matches typed text. */
export const searchPlacesQuerySchema = z.object({ q: textField(100).min(1, 'validation.required') });
export type SearchPlacesQuery = z.infer<typeof searchPlacesQuerySchema>;
