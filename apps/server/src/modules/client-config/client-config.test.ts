import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';

const contexts: TestContext[] = [];
afterAll(() => Promise.all(contexts.map((ctx) => ctx.close())));
async function appWith(env: Record<string, string> = {}) {
  const ctx = await buildTestApp(env);
  contexts.push(ctx);
  return ctx;
}

describe('GET /api/clientConfig', () => {
  it('gives the web app the app link, the stores and the map tiles, which the CSP allows', async () => {
    const ctx = await appWith({
      APP_LINK_SCHEME: 'steelyard-beta',
      IOS_STORE_URL: 'https://apps.apple.com/app/id1',
      MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© Example Maps',
    });
    const answer = await ctx.app.inject({ url: '/api/clientConfig' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      app_link_scheme: 'steelyard-beta',
      app_link_redirect: true,
      ios_store_url: 'https://apps.apple.com/app/id1',
      android_store_url: null,
      map_tile_url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      map_attribution: '© Example Maps',
      translation_available: false,
      exchange_rates_available: false,
    });
    expect(answer.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example\.org/);
  });

  it('defaults to OpenStreetMap, allowed by the CSP, and the steelyard scheme', async () => {
    const ctx = await appWith();
    const answer = await ctx.app.inject({ url: '/api/clientConfig' });
    expect(answer.json().data).toMatchObject({
      app_link_scheme: 'steelyard',
      map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(String(answer.headers['content-security-policy'])).toMatch(
      /img-src [^;]*https:\/\/tile\.openstreetmap\.org/,
    );
  });
});
