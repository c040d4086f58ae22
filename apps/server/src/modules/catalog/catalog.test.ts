import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ctx.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('category lists', () => {
  it('lists the product categories with the spec names in the request language', async () => {
    const en = await get('/api/productCategories', { 'accept-language': 'en' });
    expect(en.statusCode).toBe(200);
    expect(en.json().data.map((c: { title: string }) => c.title)).toEqual([
      'Used machinery',
      'Tools',
      'Parts',
      'Other',
      'Service',
    ]);
    const ko = await get('/api/productCategories');
    expect(ko.json().data[0]).toMatchObject({ kind: 'product', slug: 'machinery', title: '중고기계' });
  });

  it('lets the browser keep the reference lists, by language or country, but never settings or versions', async () => {
    for (const [url, varies] of [
      ['/api/productCategories', 'accept-language'],
      ['/api/manners', 'accept-language'],
      ['/api/cities', 'x-country'],
      ['/api/placeNames', 'accept-language'],
    ] as const) {
      const answer = await get(url);
      expect(answer.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
      expect(String(answer.headers.vary).toLowerCase()).toContain(varies);
    }
    for (const url of ['/api/settings', '/api/versions'])
      expect((await get(url)).headers['cache-control']).toBe('no-store');
  });

  it('lists notice, FAQ and service categories', async () => {
    for (const [url, kind] of [
      ['/api/noticeCategories', 'notice'],
      ['/api/faqCategories', 'faq'],
      ['/api/categories', 'service'],
    ]) {
      const response = await get(url!);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.length).toBeGreaterThan(0);
      expect(response.json().data.every((c: { kind: string }) => c.kind === kind)).toBe(true);
    }
    const services = await get('/api/categories', { 'accept-language': 'en' });
    expect(services.json().data.map((c: { slug: string }) => c.slug)).toEqual([
      'drawing-requests',
      'big-notices',
      'factory-applications',
      'freelancers',
    ]);
  });
});

describe('boot calls', () => {
  it('reads data[0].min_price_for_show and data[0].ios|android', async () => {
    expect((await get('/api/settings')).json()).toEqual({ data: [{ min_price_for_show: 1000 }] });
    const versions = (await get('/api/versions')).json();
    expect(versions.data[0]).toEqual({ ios: expect.any(String), android: expect.any(String) });
  });

  it('filters manners by type 1 good and 0 bad', async () => {
    const good = (await get('/api/manners?type=1')).json().data;
    const bad = (await get('/api/manners?type=0')).json().data;
    expect(good.length).toBeGreaterThan(0);
    expect(bad.length).toBeGreaterThan(0);
    expect(good.every((m: { type: number }) => m.type === 1)).toBe(true);
    expect(bad.every((m: { type: number }) => m.type === 0)).toBe(true);
    expect((await get('/api/manners?type=7')).statusCode).toBe(422);
  });

  it('lists the cities of the request country with their counties', async () => {
    const kr = (await get('/api/cities')).json().data;
    const seoul = kr.find((c: { name: string }) => c.name === '서울특별시');
    expect(seoul.counties.map((c: { name: string }) => c.name)).toContain('강남구');
    const jp = (await get('/api/cities', { 'x-country': 'JP' })).json().data;
    expect(jp.map((c: { name: string }) => c.name)).toContain('東京都');
    const de = (await get('/api/cities?country=de')).json().data;
    expect(de.map((c: { name: string }) => c.name)).toContain('Bayern');
  });

  it('names every seeded country’s places in the reader’s language where it differs from their own', async () => {
    const names = async (language: string) =>
      (await get('/api/placeNames', { 'accept-language': language })).json().data as {
        cities: Record<string, string>;
        counties: Record<string, Record<string, string>>;
      };
    const [ko, en, de, ja] = await Promise.all([names('ko'), names('en'), names('de'), names('ja')]);
    expect(en.cities).toMatchObject({
      서울특별시: 'Seoul',
      경기도: 'Gyeonggi-do',
      東京都: 'Tokyo',
      Bayern: 'Bavaria',
    });
    expect(en.counties['서울특별시']).toMatchObject({ 중구: 'Jung-gu', 종로구: 'Jongno-gu' });
    expect(en.counties['경기도']).toMatchObject({ 안양시: 'Anyang-si' });
    expect(en.cities).not.toHaveProperty('California');
    expect(de.cities).toMatchObject({ 서울특별시: 'Seoul', 北海道: 'Hokkaido', California: 'Kalifornien' });
    expect(de.cities).not.toHaveProperty('Bayern');
    expect(ja.cities).toMatchObject({
      서울특별시: 'ソウル特別市',
      Bayern: 'バイエルン州',
      Texas: 'テキサス州',
    });
    expect(ja.cities).not.toHaveProperty('東京都');
    expect(ko.cities).toMatchObject({ 東京都: '도쿄도', Bayern: '바이에른주', California: '캘리포니아주' });
    expect(ko.cities).not.toHaveProperty('서울특별시');
    // Every seeded first-level area has its names in every other language; every Korean district in Latin letters.
    const krCities = (await get('/api/cities?country=KR')).json().data as {
      name: string;
      counties: { name: string }[];
    }[];
    for (const city of krCities)
      for (const county of city.counties)
        expect(en.counties[city.name]?.[county.name] ?? en.cities[county.name]).toMatch(
          /^[A-Z][a-z]+(-[a-z]+)?( [A-Z][a-z]+)?$/,
        );
    for (const country of ['KR', 'JP', 'DE', 'US']) {
      const cities = (await get(`/api/cities?country=${country}`)).json().data as { name: string }[];
      for (const [language, table] of Object.entries({ ko, en, de, ja }))
        for (const { name } of cities)
          expect(table.cities[name] ?? name, `${country} ${name} in ${language}`).toMatch(
            language === 'ko'
              ? /[가-힣]/
              : language === 'ja'
                ? /[\u3040-\u30ff\u4e00-\u9fff]/
                : /^[A-Za-zÀ-ÿ -]+$/,
          );
    }
  });

  it('finds the country of a public address and falls back for private ones', async () => {
    expect((await get('/api/ips/country', {}, '203.0.113.7')).json()).toEqual({ data: 'JP' });
    expect((await get('/api/ips/country', {}, '127.0.0.1')).json()).toEqual({ data: 'KR' });
    expect((await get('/api/ips/country', {}, '192.168.0.3')).json()).toEqual({ data: 'KR' });
  });
});
