/** The stats module's answer: the back office's dashboard. */
import type { ServiceStatKey } from '../enums.ts';
import { z } from '../zod-messages.ts';
import { int } from './envelope.ts';

/** One day of the dashboard. */
export const dailyActivityDtoSchema = z
  .object({
    day: z.string(),
    signups: int,
    products: int,
    chats: int,
    trades: int,
    /** Price offers made, and offers accepted (on the day of the acceptance). */
    offers: int,
    accepted_offers: int,
  })
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
    totals: z.object({
      members: int,
      products: int,
      chats: int,
      promotions: int,
      /** Issue 30: businesses verified and waiting for the queue, live posts with a report, open requests. */
      verified_businesses: int,
      pending_businesses: int,
      inspected_products: int,
      open_inspection_requests: int,
    }),
    days: z.array(dailyActivityDtoSchema),
    members_by_country: z.array(shareSchema),
    members_by_language: z.array(shareSchema),
    promotion_days: z.array(z.object({ day: z.string(), views: int, clicks: int, click_rate: z.number() })),
    service_days: z.array(dailyServiceActivityDtoSchema),
  })
  .meta({ id: 'AdminStats' });
export type AdminStatsDto = z.infer<typeof adminStatsDtoSchema>;
