/** The promotions module's answers: the ads the app shows and the back office's view of them. */
import { PROMOTION_STATE, PROMOTION_TYPES } from '../enums.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int } from './envelope.ts';

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
