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

  it('finds the country of a public address and falls back for private ones', async () => {
    expect((await get('/api/ips/country', {}, '203.0.113.7')).json()).toEqual({ data: 'JP' });
    expect((await get('/api/ips/country', {}, '127.0.0.1')).json()).toEqual({ data: 'KR' });
    expect((await get('/api/ips/country', {}, '192.168.0.3')).json()).toEqual({ data: 'KR' });
  });
});
