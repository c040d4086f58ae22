import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';

describe('formatDate', () => {
  it('writes an instant’s day in the zone it is given', () => {
    expect(formatDate('2026-11-28T23:30:00Z', 'en', 'Asia/Tokyo')).toBe('11/29/2026');
    expect(formatDate('2026-11-28T23:30:00Z', 'en', 'America/Los_Angeles')).toBe('11/28/2026');
    expect(formatDate('2026-11-28T23:30:00Z', 'ko', 'Asia/Seoul')).toBe('2026. 11. 29.');
  });

  it('writes a calendar day as it is, in every zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', undefined])
      expect(formatDate('2026-11-29', 'de', zone)).toBe('29.11.2026');
    expect(formatDate('not a day', 'en')).toBe('');
  });
});
