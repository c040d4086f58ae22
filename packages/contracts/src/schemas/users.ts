import { COUNTRY_CODE } from '../countries.ts';
import { LANGUAGES } from '../languages.ts';
import { z } from '../zod-messages.ts';
import { optionalText } from './common.ts';

export const updatePushTokenSchema = z.object({
  push_token: z
    .string()
    .trim()
    .max(512)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});

export const updateLocationSchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  country: z.string().trim().toUpperCase().regex(COUNTRY_CODE).optional(),
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
