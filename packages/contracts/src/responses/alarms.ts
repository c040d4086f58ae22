/** Notifications, keyword alerts and the admin's announcements. */
import { ALARM_KINDS, ANNOUNCEMENT_AUDIENCES } from '../schemas/alarms.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int, pageOrCursorOf } from './envelope.ts';

/** One notification. `title`/`body` are rendered in the reader's language; `link` is where a tap goes. */
export const alarmDtoSchema = z
  .object({
    id: int,
    kind: z.enum(ALARM_KINDS),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    read: z.boolean(),
    created_at: dateTime,
  })
  .meta({ id: 'Alarm' });
export type AlarmDto = z.infer<typeof alarmDtoSchema>;

/** `GET /api/alarms`: page paging with a total and the cursor of the page's end, or keyset paging. */
export const alarmListResponseSchema = pageOrCursorOf(alarmDtoSchema);
export type AlarmListResponse = z.infer<typeof alarmListResponseSchema>;

/** `POST /api/alarms/readAll`: how many were marked read. */
export const alarmsReadDtoSchema = z.object({ updated: int });
export type AlarmsReadDto = z.infer<typeof alarmsReadDtoSchema>;

export const keywordAlertDtoSchema = z
  .object({ id: int, keyword: z.string(), created_at: dateTime })
  .meta({ id: 'KeywordAlert' });
export type KeywordAlertDto = z.infer<typeof keywordAlertDtoSchema>;

/**
 * A saved list filter that alerts on new matches. `filters` is the list's query string as saved
 * (`productListFiltersSchema`'s set keys): `/products?{filters}` reopens the list.
 */
export const specAlertDtoSchema = z
  .object({
    id: int,
    name: z.string(),
    filters: z.string(),
    digest: z.boolean(),
    created_at: dateTime,
  })
  .meta({ id: 'SpecAlert' });
export type SpecAlertDto = z.infer<typeof specAlertDtoSchema>;

/** An admin announcement as the back office lists it. */
export const announcementDtoSchema = z
  .object({
    id: int,
    title: z.string(),
    body: z.string(),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES),
    audience_value: z.string().nullable(),
    recipient_count: int,
    admin_nickname: z.string().nullable(),
    created_at: dateTime,
  })
  .meta({ id: 'Announcement' });
export type AnnouncementDto = z.infer<typeof announcementDtoSchema>;

/** `POST /api/admin/alarms`: the announcement made and how many members it reaches. */
export const announcementSentDtoSchema = z.object({ id: int, recipient_count: int });
export type AnnouncementSentDto = z.infer<typeof announcementSentDtoSchema>;
