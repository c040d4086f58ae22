import type { AlarmKind } from '@steelyard/contracts';
import type { NotificationPreferences } from '../../db/json-columns.ts';

/**
 * Which notification preference governs each kind of alarm. Switching a preference off stops
 * both the alarm and its push. Answers to one's own inquiry and admin announcements are always
 * stored (the member asked; announcements are service notices); an announcement is pushed only
 * to members who accept marketing notifications.
 */
export const ALARM_KIND_PREFERENCE: Record<AlarmKind, keyof NotificationPreferences | null> = {
  chat: 'chat',
  keyword: 'keyword',
  review: 'review',
  inquiry: null,
  // Quotes, awards, applications and their answers: their own switch (default on).
  service: 'service',
  announcement: null,
  // The desk's answer to a report, and a sanction: always stored (the member asked, or must know).
  report: null,
  // The back office's answer to the member's business registration: always stored (the member asked).
  business: null,
  // A liked post got cheaper: its own switch (default on).
  price_drop: 'price_drop',
  // A followed member posted: its own switch (default on), besides each follow's own alerts.
  followed_post: 'followed_post',
  // A spec alert's match, or its daily digest: saved searches share the keyword alarms' switch.
  spec_alert: 'keyword',
};

/** Night-time quiet: 21:00 to 08:00 in the member's country (Korea's rule for night pushes). */
export const QUIET_HOURS = { from: 21, to: 8 } as const;

const COUNTRY_TIME_ZONES: Record<string, string> = {
  KR: 'Asia/Seoul',
  JP: 'Asia/Tokyo',
  US: 'America/New_York',
  DE: 'Europe/Berlin',
  IN: 'Asia/Kolkata',
  ID: 'Asia/Jakarta',
  VN: 'Asia/Ho_Chi_Minh',
  TH: 'Asia/Bangkok',
  MN: 'Asia/Ulaanbaatar',
  TR: 'Europe/Istanbul',
  IT: 'Europe/Rome',
  CH: 'Europe/Zurich',
  NL: 'Europe/Amsterdam',
  FR: 'Europe/Paris',
  RU: 'Europe/Moscow',
  UZ: 'Asia/Tashkent',
  NG: 'Africa/Lagos',
};

/** Missing keys (older rows) count as on, except marketing and night quiet, which are opt-in. */
function preference(prefs: Partial<NotificationPreferences> | null, key: keyof NotificationPreferences) {
  const value = prefs?.[key];
  if (value === undefined || value === null) return key !== 'marketing' && key !== 'night_quiet';
  return value === true;
}

/** Whether the member wants this kind of alarm at all. */
export function allowsAlarm(kind: AlarmKind, prefs: Partial<NotificationPreferences> | null): boolean {
  const key = ALARM_KIND_PREFERENCE[kind];
  return key === null || preference(prefs, key);
}

/** The hour (0–23) now in the member's country (Seoul when unknown). */
export function localHour(country: string | null, now: Date): number {
  const timeZone = (country && COUNTRY_TIME_ZONES[country]) || 'Asia/Seoul';
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now);
  return Number(hour);
}

export function isQuietHour(hour: number): boolean {
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.to;
}

/** Whether to push an alarm the member gets: night quiet holds the push back, never the alarm. */
export function allowsPush(
  kind: AlarmKind,
  member: { notification_preferences: Partial<NotificationPreferences> | null; country: string | null },
  now: Date,
): boolean {
  const prefs = member.notification_preferences;
  if (!allowsAlarm(kind, prefs)) return false;
  if (kind === 'announcement' && !preference(prefs, 'marketing')) return false;
  return !(preference(prefs, 'night_quiet') && isQuietHour(localHour(member.country, now)));
}
