import { COUNTRY_CODE } from '../countries.ts';
import { LANGUAGES } from '../languages.ts';
import { z } from '../zod-messages.ts';
import { latitudeField, longitudeField, optionalText, textField } from './common.ts';

export const updatePushTokenSchema = z.object({
  push_token: textField(512)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});

export const updateLocationSchema = z.object({
  lat: latitudeField,
  lon: longitudeField,
  country: textField(2).toUpperCase().regex(COUNTRY_CODE).optional(),
  city: optionalText(100),
  county: optionalText(100),
  town: optionalText(100),
  village: optionalText(100),
});
export type UpdateLocationInput = z.infer<typeof updateLocationSchema>;

/** The spec's call sends no fields: the language comes from the request's header unless given. */
export const updateLanguageSchema = z
  .object({ language: z.enum(LANGUAGES).optional() })
  .nullish()
  .transform((body) => body ?? {});
