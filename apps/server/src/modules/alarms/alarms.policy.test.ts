import { describe, expect, it } from 'vitest';
import { allowsAlarm, allowsPush } from './alarms.policy.ts';

// Noon in Seoul: outside night quiet, so only the switches decide.
const noonInSeoul = new Date('2026-11-24T03:00:00Z');

describe('the service alarm switch', () => {
  it('is on for members whose stored choices predate it, and off stops both the alarm and its push', () => {
    const older = { chat: true, keyword: true, review: true, marketing: false, night_quiet: false };
    expect(allowsAlarm('service', older)).toBe(true);
    expect(allowsPush('service', { notification_preferences: older, country: 'KR' }, noonInSeoul)).toBe(true);

    const off = { ...older, service: false };
    expect(allowsAlarm('service', off)).toBe(false);
    expect(allowsPush('service', { notification_preferences: off, country: 'KR' }, noonInSeoul)).toBe(false);
    // Other kinds do not follow it.
    expect(allowsAlarm('chat', off)).toBe(true);
    expect(allowsAlarm('inquiry', off)).toBe(true);
  });
});
