/** The catalog module's answers (boot calls of spec §7): categories, manners, areas and place names, settings, versions. */
import { CATEGORY_KINDS } from '../enums.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int } from './envelope.ts';

export const categoryDtoSchema = z
  .object({ id: int, kind: z.enum(CATEGORY_KINDS), title: z.string(), slug: z.string() })
  .meta({ id: 'Category' });
export type CategoryDto = z.infer<typeof categoryDtoSchema>;

/** A manner tag: type 1 good, 0 bad. */
export const mannerDtoSchema = z
  .object({ id: int, type: z.literal([0, 1]), title: z.string() })
  .meta({ id: 'Manner' });
export type MannerDto = z.infer<typeof mannerDtoSchema>;

/** A province or state with its cities or districts. */
export const cityDtoSchema = z
  .object({
    id: int,
    country: z.string(),
    name: z.string(),
    counties: z.array(z.object({ id: int, name: z.string() })),
  })
  .meta({ id: 'City' });
export type CityDto = z.infer<typeof cityDtoSchema>;

/**
 * `GET /api/placeNames`: the seeded places' names in the request's language where they differ
 * from the place's own (the name members and posts store): `cities` by own name, `counties` by
 * their city's own name, then their own. A place not in it shows its own name.
 */
export const placeNamesDtoSchema = z
  .object({
    cities: z.record(z.string(), z.string()),
    counties: z.record(z.string(), z.record(z.string(), z.string())),
  })
  .meta({ id: 'PlaceNames' });
export type PlaceNamesDto = z.infer<typeof placeNamesDtoSchema>;

/** `GET /api/settings` → `data[0]`. */
export const settingsDtoSchema = z.object({ min_price_for_show: z.number() }).meta({ id: 'Settings' });
export type SettingsDto = z.infer<typeof settingsDtoSchema>;

/** `GET /api/versions` → `data[0]`: the newest app versions. */
export const versionsDtoSchema = z.object({ ios: z.string(), android: z.string() }).meta({ id: 'Versions' });
export type VersionsDto = z.infer<typeof versionsDtoSchema>;

/** `/api/admin/settings`: the values in force and the latest changes (each audited). */
export const adminSettingsDtoSchema = z
  .object({
    min_price_for_show: int,
    ios: z.string(),
    android: z.string(),
    bump_limit: int,
    history: z.array(
      z.object({
        id: int,
        admin_nickname: z.string().nullable(),
        created_at: dateTime,
        min_price_for_show: int,
        ios: z.string(),
        android: z.string(),
        /** Null in a change made before the limit was a setting. */
        bump_limit: int.nullable(),
      }),
    ),
  })
  .meta({ id: 'AdminSettings' });
export type AdminSettingsDto = z.infer<typeof adminSettingsDtoSchema>;
