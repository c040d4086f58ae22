import { describe, expect, it } from 'vitest';
import { REGION_SEEDS } from '../db/seed/reference/regions.ts';
import { GEONAMES_ADMIN_CODES } from '../db/seed/reference/regions/geonames-codes.ts';
import { createOfflineGeocoder } from './geocoder.offline.ts';

// One instance for the file: the bundled world list is loaded once.
const geocoder = createOfflineGeocoder();

describe('the offline geocoder', () => {
  it('resolves a point to its seeded region and nearest town', async () => {
    expect(await geocoder.reverse({ lat: 35.1587, lon: 129.1604 }, 'ko')).toMatchObject({
      country: 'KR',
      city: '부산광역시',
      village: null,
    });
    expect(await geocoder.reverse({ lat: 35.68, lon: 139.76 }, 'ja')).toMatchObject({
      country: 'JP',
      city: '東京都',
    });
  });

  it('finds a seeded county when a town of its name is near', async () => {
    expect(await geocoder.reverse({ lat: 34.05, lon: -118.24 }, 'en')).toMatchObject({
      country: 'US',
      city: 'California',
      county: 'Los Angeles',
      name: 'California Los Angeles',
    });
  });

  it('gives the country and town outside the seeded countries, and null at open sea', async () => {
    expect(await geocoder.reverse({ lat: 48.85, lon: 2.35 }, 'en')).toMatchObject({
      country: 'FR',
      city: null,
      town: 'Paris',
      name: 'Paris',
    });
    expect(await geocoder.reverse({ lat: 0, lon: -140 }, 'en')).toBeNull();
  });

  it('finds seeded regions by their own names and world towns by prefix, accents folded', async () => {
    const [seoul] = await geocoder.search('서울', 'ko');
    expect(seoul).toMatchObject({ name: '서울특별시', country: 'KR' });
    expect(seoul!.lat).toBeCloseTo(37.57, 1);
    const found = await geocoder.search('frankfurt', 'de');
    expect(found.map((p) => p.name)).toContain('Frankfurt am Main');
    expect((await geocoder.search('munchenst', 'de'))[0]?.name).toBe('Münchenstein');
  });

  it('has a GeoNames code for every seeded region, each code once', () => {
    for (const [country, regions] of Object.entries(REGION_SEEDS)) {
      const codes = GEONAMES_ADMIN_CODES[country] ?? {};
      expect(regions.map((r) => r.name).filter((name) => !codes[name])).toEqual([]);
      expect(new Set(Object.values(codes)).size).toBe(regions.length);
    }
  });
});
