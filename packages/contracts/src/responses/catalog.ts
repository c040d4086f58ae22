/** The boot calls (spec §7) and support content: categories, manners, areas, settings, notices, FAQ, events. */
import {
  CATEGORY_KINDS,
  EVENT_PERIODS,
  PROMOTION_STATE,
  PROMOTION_TYPES,
  type ServiceStatKey,
} from '../enums.ts';
import { LANGUAGES } from '../languages.ts';
import { CONTENT_AUDIENCES } from '../schemas/content.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int } from './envelope.ts';
import { imageDtoSchema } from './products.ts';

const localizedSchema = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodString
  >,
);

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

/** What the web app needs of the server's configuration: the way into the native app and the map's tiles. */
export const clientConfigDtoSchema = z
  .object({
    /** The native app's custom scheme (`steelyard` → `steelyard://products/3`). */
    app_link_scheme: z.string(),
    /** Whether ordinary mobile browsers on a product or share link are sent to the app. */
    app_link_redirect: z.boolean(),
    ios_store_url: z.string().nullable(),
    android_store_url: z.string().nullable(),
    /** Leaflet's URL template, and the attribution the tile source requires. */
    map_tile_url: z.string(),
    map_attribution: z.string(),
    /** Whether a translator is configured: without one the 'translate' buttons do not show. */
    translation_available: z.boolean(),
    /** Whether reference exchange rates are configured: without them no converted price shows. */
    exchange_rates_available: z.boolean(),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfigDto = z.infer<typeof clientConfigDtoSchema>;

export const promotionDtoSchema = z
  .object({
    id: int,
    type: z.enum(PROMOTION_TYPES),
    /** Before 0, ongoing 1, finish 2, pause 3. */
    state: z.literal(Object.values(PROMOTION_STATE)),
    url: z.string().nullable(),
    /** Internal link 1, external 2. */
    type_url: z.literal([1, 2]),
    img: z.object({ url: z.string() }),
  })
  .meta({ id: 'Promotion' });
export type PromotionDto = z.infer<typeof promotionDtoSchema>;

export const noticeDtoSchema = z
  .object({
    id: int,
    category_id: int.nullable(),
    title: z.string(),
    content: z.string(),
    pinned: z.boolean(),
    created_at: dateTime,
  })
  .meta({ id: 'Notice' });
export type NoticeDto = z.infer<typeof noticeDtoSchema>;

export const faqDtoSchema = z
  .object({ id: int, category_id: int.nullable(), question: z.string(), answer: z.string() })
  .meta({ id: 'Faq' });
export type FaqDto = z.infer<typeof faqDtoSchema>;

export const eventDtoSchema = z
  .object({
    id: int,
    title: z.string(),
    content: z.string(),
    image_url: z.string().nullable(),
    starts_at: dateTime,
    ends_at: dateTime,
    period: z.enum(EVENT_PERIODS),
  })
  .meta({ id: 'Event' });
export type EventDto = z.infer<typeof eventDtoSchema>;

/** A notice, FAQ entry or event as the back office edits it: every language's texts. */
export const adminContentDtoSchema = z
  .object({
    id: int,
    category_id: int.nullable(),
    language: z.enum(CONTENT_AUDIENCES),
    published: z.boolean(),
    pinned: z.boolean(),
    title: localizedSchema,
    content: localizedSchema,
    starts_at: dateTime.nullable(),
    ends_at: dateTime.nullable(),
    period: z.enum(EVENT_PERIODS).nullable(),
    image: imageDtoSchema.nullable(),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .meta({ id: 'AdminContent' });
export type AdminContentDto = z.infer<typeof adminContentDtoSchema>;

/** `POST /api/admin/contactTests`: the test message as it was handed to the SMS sender. */
export const contactTestSentDtoSchema = z
  .object({ contact: z.string(), text: z.string() })
  .meta({ id: 'ContactTestSent' });
export type ContactTestSentDto = z.infer<typeof contactTestSentDtoSchema>;
/** A promotion in the back office: its settings, the state the schedule gives, and its numbers. */
export const adminPromotionDtoSchema = promotionDtoSchema
  .extend({
    image_id: int,
    position: int,
    paused: z.boolean(),
    starts_at: dateTime,
    ends_at: dateTime,
    countries: z.array(z.string()),
    languages: z.array(z.string()),
    view_count: int,
    click_count: int,
    /** clicks / views, 0 with no views. */
    click_rate: z.number(),
    created_at: dateTime,
  })
  .meta({ id: 'AdminPromotion' });
export type AdminPromotionDto = z.infer<typeof adminPromotionDtoSchema>;

/** One day of a promotion's numbers. */
export const promotionDayStatDtoSchema = z
  .object({ day: z.string(), views: int, clicks: int, click_rate: z.number() })
  .meta({ id: 'PromotionDayStat' });
export type PromotionDayStatDto = z.infer<typeof promotionDayStatDtoSchema>;

/** `/api/admin/settings`: the values in force and the latest changes (each audited). */
export const adminSettingsDtoSchema = z
  .object({
    min_price_for_show: int,
    ios: z.string(),
    android: z.string(),
    history: z.array(
      z.object({
        id: int,
        admin_nickname: z.string().nullable(),
        created_at: dateTime,
        min_price_for_show: int,
        ios: z.string(),
        android: z.string(),
      }),
    ),
  })
  .meta({ id: 'AdminSettings' });
export type AdminSettingsDto = z.infer<typeof adminSettingsDtoSchema>;

/** One day of the dashboard. */
export const dailyActivityDtoSchema = z
  .object({ day: z.string(), signups: int, products: int, chats: int, trades: int })
  .meta({ id: 'DailyActivity' });
export type DailyActivityDto = z.infer<typeof dailyActivityDtoSchema>;

const shareSchema = z.object({ key: z.string(), count: int });

/** One day of the services: requests and notices posted, quotes sent, awards, applications (and accepted), new freelancer profiles. */
export const dailyServiceActivityDtoSchema = z
  .object({
    day: z.string(),
    drawing_requests: int,
    production_notices: int,
    quotes: int,
    awards: int,
    factory_applications: int,
    accepted_applications: int,
    freelancers: int,
  } satisfies Record<ServiceStatKey | 'day', z.ZodType>)
  .meta({ id: 'DailyServiceActivity' });
export type DailyServiceActivityDto = z.infer<typeof dailyServiceActivityDtoSchema>;

/** `GET /api/admin/stats`: totals, activity per day, members by country and language, ads per day. */
export const adminStatsDtoSchema = z
  .object({
    totals: z.object({ members: int, products: int, chats: int, promotions: int }),
    days: z.array(dailyActivityDtoSchema),
    members_by_country: z.array(shareSchema),
    members_by_language: z.array(shareSchema),
    promotion_days: z.array(z.object({ day: z.string(), views: int, clicks: int, click_rate: z.number() })),
    service_days: z.array(dailyServiceActivityDtoSchema),
  })
  .meta({ id: 'AdminStats' });
export type AdminStatsDto = z.infer<typeof adminStatsDtoSchema>;

/** A place name that matches no known city (or county, with its `city`), with how many use it. */
export const unmatchedPlaceDtoSchema = z
  .object({
    country: z.string(),
    city: z.string().nullable(),
    name: z.string(),
    member_count: int,
    post_count: int,
  })
  .meta({ id: 'UnmatchedPlace' });
export type UnmatchedPlaceDto = z.infer<typeof unmatchedPlaceDtoSchema>;

/** What a merge moved. */
export const placeMergeDtoSchema = z.object({ members: int, posts: int }).meta({ id: 'PlaceMerge' });

/** `GET /api/exchangeRates` → `data[0]`: reference rates, 1 `base` = rate × currency. */
export const exchangeRatesDtoSchema = z
  .object({
    base: z.string(),
    /** The day the source published the rates (YYYY-MM-DD), shown beside a converted price. */
    date: z.string(),
    rates: z.record(z.string(), z.number()),
  })
  .meta({ id: 'ExchangeRates' });
export type ExchangeRatesDto = z.infer<typeof exchangeRatesDtoSchema>;
