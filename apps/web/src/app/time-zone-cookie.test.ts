import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTimeZoneCookie } from './time-zone-cookie.ts';

const zoneCookie = () => document.cookie.split('; ').find((c) => c.startsWith('steelyard_tz='));

describe('the time zone cookie', () => {
  afterEach(() => {
    document.cookie = 'steelyard_tz=; max-age=0; path=/';
  });

  it('tells the server the browser’s zone, and again when the reader is in another one', () => {
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    zone.mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: 'Asia/Tokyo' });
    saveTimeZoneCookie();
    expect(zoneCookie()).toBe('steelyard_tz=Asia%2FTokyo');
    zone.mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: 'America/Los_Angeles' });
    saveTimeZoneCookie();
    expect(zoneCookie()).toBe('steelyard_tz=America%2FLos_Angeles');
  });
});
