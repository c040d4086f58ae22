import { describe, expect, it } from 'vitest';
import { REGION_SEEDS } from '../db/seed/reference/regions.ts';
import { GEONAMES_ADMIN_CODES } from '../db/seed/reference/regions/geonames-codes.ts';
import { createKoreanDistricts } from './geocoder.korea.ts';
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

  it("names a Korean point's seeded province and district from the district's boundary", async () => {
    // Gangnam-gu office, Seocho-gu office: the nearest towns of the world list are other districts'.
    expect(await geocoder.reverse({ lat: 37.5172, lon: 127.0473 }, 'ko')).toEqual({
      country: 'KR',
      city: '서울특별시',
      county: '강남구',
      town: null,
      village: null,
      name: '서울특별시 강남구',
    });
    expect(await geocoder.reverse({ lat: 37.4837, lon: 127.0324 }, 'ko')).toMatchObject({ county: '서초구' });
    // An administrative gu of a seeded city is the city; Jeju's city likewise.
    expect(await geocoder.reverse({ lat: 37.2636, lon: 127.0286 }, 'ko')).toMatchObject({
      city: '경기도',
      county: '수원시',
    });
    expect(await geocoder.reverse({ lat: 33.4996, lon: 126.5312 }, 'ko')).toMatchObject({
      city: '제주특별자치도',
      county: '제주시',
    });
  });

  it('gives a Korean point outside the seeded districts its province alone', async () => {
    const districts = createKoreanDistricts(() => ({
      geocode: () => ({ sigungu: { sig_kor_nm: '중구', sido_nm: '인천광역시' } }),
    }));
    expect(districts(37.47, 126.62)).toEqual({ city: '인천광역시', county: null });
    const outside = createKoreanDistricts(() => ({ geocode: () => ({ sigungu: null }) }));
    expect(outside(38.0, 124.7)).toBeNull();
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
